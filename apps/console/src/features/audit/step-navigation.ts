/** A step number that exists: 1..total (1 for an empty history, which the page never steps through). */
export const clampStep = (step: number | undefined, total: number): number => Math.min(Math.max(step ?? 1, 1), Math.max(total, 1));

export type StepKey = { key: string; modified: boolean; inEditableField: boolean };

/**
 * ← and → step through the timeline, unless the auditor is typing or using a shortcut of the
 * browser: the keys then keep their usual meaning. Undefined means "not ours, leave the event alone".
 */
export const stepForKey = ({ key, modified, inEditableField }: StepKey, step: number, total: number): number | undefined => {
  if (modified || inEditableField) return undefined;
  if (key === 'ArrowLeft') return step > 1 ? step - 1 : undefined;
  if (key === 'ArrowRight') return step < total ? step + 1 : undefined;
  return undefined;
};
