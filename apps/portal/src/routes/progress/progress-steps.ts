import type { ProgressView } from '@bk/contracts';
import {
  courtReformStateCode,
  courtReformStateLabel,
  courtReformTransitions,
  restructuringTaskStateCode,
  restructuringTaskStateLabel,
  restructuringTaskTransitions,
  type TransitionTable,
} from '@bk/domain';
import type { Localized } from '@bk/web';

/** One process's states as the stepper needs them, all read from libs/domain. */
type ProcessLine = {
  transitions: TransitionTable<string, string>;
  codes: Readonly<Record<string, number>>;
  labels: Readonly<Record<string, Localized>>;
  start: string;
  rejected: string;
  final: string;
};

const processes: Record<ProgressView['kind'], ProcessLine> = {
  'court-reform': {
    transitions: courtReformTransitions,
    codes: courtReformStateCode,
    labels: courtReformStateLabel,
    start: 'apply',
    rejected: 'reject',
    final: 'complete',
  },
  'restructuring-task': {
    transitions: restructuringTaskTransitions,
    codes: restructuringTaskStateCode,
    labels: restructuringTaskStateLabel,
    start: 'assign',
    rejected: 'rejected',
    final: 'completed',
  },
};

/**
 * The main line of a process, read off the domain's transition table: from the start, follow the
 * first transition that moves forward and is not a rejection. Court-reform cases give
 * apply → unsigned → processing → register → complete; restructuring tasks
 * assign → accept → processing → completed.
 */
export const mainLine = (kind: ProgressView['kind']): string[] => {
  const process = processes[kind];
  const line = [process.start];
  for (;;) {
    const current = line[line.length - 1]!;
    const next = Object.values(process.transitions[current] ?? {}).find(
      (to): to is string => to !== undefined && to !== process.rejected && to !== 'empty' && !line.includes(to),
    );
    if (!next) return line;
    line.push(next);
  }
};

export type ProgressStep = { status: string; label: Localized };

export type ProgressSteps = {
  steps: ProgressStep[];
  /** Index of the current step; steps.length when the case is complete (all done). */
  active: number;
  rejected: boolean;
};

/**
 * The stepper for a case: the main line with the current state active, or, for a rejected
 * case, the main line as far as the case got followed by the rejection.
 */
export const progressSteps = (
  kind: ProgressView['kind'],
  stateCode: number,
  timeline: readonly { stateCode: number }[],
): ProgressSteps | undefined => {
  const process = processes[kind];
  const status = Object.keys(process.codes).find((name) => process.codes[name] === stateCode);
  if (!status) return undefined;
  const step = (name: string): ProgressStep => ({ status: name, label: process.labels[name]! });
  const line = mainLine(kind);
  if (status !== process.rejected) {
    return { steps: line.map(step), active: status === process.final ? line.length : line.indexOf(status), rejected: false };
  }
  const reached = new Set(timeline.map((entry) => entry.stateCode));
  let furthest = 0;
  line.forEach((name, index) => {
    if (reached.has(process.codes[name]!)) furthest = index;
  });
  const steps = [...line.slice(0, furthest + 1), process.rejected].map(step);
  return { steps, active: steps.length - 1, rejected: true };
};
