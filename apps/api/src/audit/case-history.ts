import type { CourtReformState } from '@bk/domain';
import type { StoredEvent } from '@bk/infrastructure';
import { auditedKinds, type AuditedKind } from './audited-case-kinds';

/** One step of a case's history as an auditor reads it: who did what, when, why, and the state after. */
export type HistoryStep<State = CourtReformState> = {
  version: number;
  type: string;
  at: string;
  recordedAt: string;
  actor: { kind: string; id: string; name: string } | null;
  reason: string | null;
  data: Record<string, unknown>;
  hash: string;
  stateAfter: State;
  stateCodeAfter: number;
};

export type StateChange = { path: string; before: unknown; after: unknown };

/**
 * Folds the stream event by event with the domain's own evolve: every state is recomputed, none
 * stored. Court-reform cases unless another kind is named.
 */
export function historyOf(events: readonly StoredEvent[]): HistoryStep[];
export function historyOf<State>(events: readonly StoredEvent[], kind: AuditedKind<State>): HistoryStep<State>[];
export function historyOf(events: readonly StoredEvent[], kind: AuditedKind = auditedKinds['court-reform']): HistoryStep<unknown>[] {
  let state = kind.initialState();
  return events.map((event) => {
    state = kind.evolve(state, { type: event.type, data: event.data });
    const data = event.data as { actor?: HistoryStep['actor']; at?: string; reason?: string };
    return {
      version: event.version,
      type: event.type,
      at: data.at ?? event.recordedAt,
      recordedAt: event.recordedAt,
      actor: data.actor ?? null,
      reason: typeof data.reason === 'string' ? data.reason : null,
      data: event.data,
      hash: event.hash,
      stateAfter: state,
      stateCodeAfter: kind.stateCode(state),
    };
  });
}

/** The state as of an event number (inclusive), or as of a moment (events recorded at or before it). */
export const stateAsOf = <Step extends { version: number; recordedAt: string }>(
  history: readonly Step[],
  point: { version: number } | { at: string },
): Step | undefined => {
  const eligible =
    'version' in point
      ? history.filter((step) => step.version <= point.version)
      : history.filter((step) => Date.parse(step.recordedAt) <= Date.parse(point.at));
  return eligible[eligible.length - 1];
};

/** Field-by-field differences between two states (dotted paths), for the auditor's diff view. */
export const diffStates = (before: unknown, after: unknown, path = ''): StateChange[] => {
  if (Object.is(before, after)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(before) || !isObject(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || '.', before, after }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.flatMap((key) => diffStates(before[key], after[key], path ? `${path}.${key}` : key));
};

/** Each step with what it changed since the step before (the first: since the empty state). */
export const withChanges = <State, Step extends HistoryStep<State>>(steps: readonly Step[], initialState: State): (Step & { changes: StateChange[] })[] =>
  steps.map((step, index) => ({ ...step, changes: diffStates(index === 0 ? initialState : steps[index - 1]!.stateAfter, step.stateAfter) }));
