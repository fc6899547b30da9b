import fc from 'fast-check';
import { foldEvents, type Decider } from '../shared/decider';
import { isDomainError, IllegalStateError } from '../shared/errors';
import type { TransitionTable, Vocabulary } from '../shared/transitions';
import { transitionList } from '../shared/transitions';

/** Random choices a command builder turns into a concrete payload (actor, text, draw …). */
export type Variant = readonly number[];
export const pick = <T>(variant: Variant, slot: number, choices: readonly T[]): T =>
  choices[(variant[slot] ?? 0) % choices.length]!;

export type MachineUnderTest<Command extends { type: string }, Event extends { type: string }, State extends { status: string }> = {
  decider: Decider<Command, Event, State>;
  transitions: TransitionTable<State['status'], Command['type']>;
  vocabulary: Vocabulary<State['status'], Command['type']>;
  commandTypes: readonly Command['type'][];
  /** Builds a command of `type` for the current state; variants make it sometimes invalid. */
  commandFor: (type: Command['type'], state: State, variant: Variant, step: number) => Command;
  /** The command types that create the aggregate: refused with ALREADY_EXISTS once it exists. */
  creation: readonly Command['type'][];
};

type Step = { biased: boolean; pick: number; variant: number[] };

const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  // Mostly commands the table allows in the current status, so runs get deep into the machine.
  biased: fc.nat(9).map((n) => n < 8),
  pick: fc.nat(1000),
  variant: fc.array(fc.nat(1000), { minLength: 6, maxLength: 6 }),
});

/** size 'max': fast-check otherwise keeps arrays short, and short runs never reach the end states. */
export const commandSequences = (maxLength: number): fc.Arbitrary<Step[]> => fc.array(stepArbitrary, { maxLength, size: 'max' });

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
};

/**
 * Runs one random command sequence and checks, at every step:
 * - an accepted command is a row of the table, and evolve lands on that row's to-status;
 * - a command outside the table is refused with an IllegalStateError naming the current status
 *   and the action (ALREADY_EXISTS for creation commands); every refusal is a DomainError;
 * - decide never mutates the state it is given (it gets a deep-frozen copy, so a write throws);
 * - an earlier event replayed out of order is ignored, unless a command that emits it is allowed
 *   in the current status, and then it moves along a row of the table;
 * - at the end, folding the JSON round-tripped event log from scratch reproduces the running state.
 * Returns the "from|command" rows it exercised, so callers can require full coverage.
 */
export const runSequence = <Command extends { type: string }, Event extends { type: string }, State extends { status: string }>(
  machine: MachineUnderTest<Command, Event, State>,
  steps: readonly Step[],
): Set<string> => {
  const { decider, transitions, vocabulary, commandTypes } = machine;
  const statuses = Object.keys(transitions);
  const visited = new Set<string>();
  const log: Event[] = [];
  /** Which command types emitted each event type, learned from this run's own log. */
  const emittedBy = new Map<string, Set<string>>();
  let state = decider.initialState();
  steps.forEach((step, index) => {
    const status = state.status as State['status'];
    const allowed = Object.keys(transitions[status]) as Command['type'][];
    const type = step.biased && allowed.length > 0 ? allowed[step.pick % allowed.length]! : commandTypes[step.pick % commandTypes.length]!;
    const command = machine.commandFor(type, state, step.variant, index);
    const expectedTo = transitions[status][type];
    let events: Event[];
    try {
      events = decider.decide(command, deepFreeze(structuredClone(state)));
    } catch (error) {
      expect(isDomainError(error)).toBe(true);
      if (expectedTo === undefined) {
        expect(error).toBeInstanceOf(IllegalStateError);
        expect(error).toMatchObject({
          code: machine.creation.includes(type) && status !== 'empty' ? 'ALREADY_EXISTS' : 'ILLEGAL_STATE',
          currentState: status,
          attemptedAction: vocabulary.actions[type].en,
        });
      }
      return;
    }
    expect(expectedTo).toBeDefined();
    const next = events.reduce(decider.evolve, state);
    expect(next.status).toBe(expectedTo);
    visited.add(`${status}|${type}`);
    for (const event of events) emittedBy.set(event.type, new Set([...(emittedBy.get(event.type) ?? []), type]));
    // An event from earlier in the log, replayed out of order, must be ignored or follow the table.
    const stale = log[step.pick % Math.max(log.length, 1)];
    log.push(...events);
    state = next;
    if (stale !== undefined) {
      const current = state.status as State['status'];
      const replayed = decider.evolve(state, stale);
      expect(statuses).toContain(replayed.status);
      if (replayed !== state) {
        // evolve may only apply it where a command that emits it is allowed, and only along a row.
        const sources = [...(emittedBy.get(stale.type) ?? [])] as Command['type'][];
        expect(sources.filter((source) => transitions[current][source] !== undefined)).not.toEqual([]);
        expect(Object.values(transitions[current])).toContain(replayed.status);
      }
    }
  });
  expect(foldEvents(decider, JSON.parse(JSON.stringify(log)) as Event[])).toEqual(state);
  return visited;
};

/** Asserts the properties over many random sequences and that every table row was exercised. */
export const checkStateMachine = <Command extends { type: string }, Event extends { type: string }, State extends { status: string }>(
  machine: MachineUnderTest<Command, Event, State>,
  options: { runs?: number; maxLength?: number } = {},
): void => {
  const visited = new Set<string>();
  fc.assert(
    fc.property(commandSequences(options.maxLength ?? 30), (steps) => {
      for (const row of runSequence(machine, steps)) visited.add(row);
    }),
    { numRuns: options.runs ?? 200 },
  );
  const rows = transitionList(machine.transitions).map(({ from, command }) => `${from}|${command}`);
  expect([...visited].sort()).toEqual(rows.sort());
};
