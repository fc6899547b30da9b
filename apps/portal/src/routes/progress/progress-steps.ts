import {
  courtReformStateCode,
  courtReformStatusFromCode,
  courtReformTransitions,
  type CourtReformStatus,
} from '@bk/domain';

/**
 * The main line of a case, read off the domain's transition table: from apply, follow the
 * first transition that moves forward and is not a rejection. Yields
 * apply → unsigned → processing → register → complete.
 */
export const mainLine = (): CourtReformStatus[] => {
  const line: CourtReformStatus[] = ['apply'];
  for (;;) {
    const current = line[line.length - 1]!;
    const next = Object.values(courtReformTransitions[current]).find(
      (to): to is CourtReformStatus => to !== undefined && to !== 'reject' && to !== 'empty' && !line.includes(to),
    );
    if (!next) return line;
    line.push(next);
  }
};

export type ProgressSteps = {
  steps: CourtReformStatus[];
  /** Index of the current step; steps.length when the case is complete (all done). */
  active: number;
  rejected: boolean;
};

/**
 * The stepper for a case: the main line with the current state active, or, for a rejected
 * case, the main line as far as the case got followed by the rejection.
 */
export const progressSteps = (stateCode: number, timeline: readonly { stateCode: number }[]): ProgressSteps | undefined => {
  const status = courtReformStatusFromCode(stateCode);
  if (!status) return undefined;
  const line = mainLine();
  if (status !== 'reject') {
    const index = line.indexOf(status);
    return { steps: line, active: status === 'complete' ? line.length : index, rejected: false };
  }
  const reached = new Set(timeline.map((entry) => entry.stateCode));
  let furthest = 0;
  line.forEach((step, index) => {
    if (reached.has(courtReformStateCode[step])) furthest = index;
  });
  const steps = [...line.slice(0, furthest + 1), 'reject' as const];
  return { steps, active: steps.length - 1, rejected: true };
};
