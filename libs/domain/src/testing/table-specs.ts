import { foldEvents, type Decider } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import { transitionList, type TransitionTable, type Vocabulary } from '../shared/transitions';
import { specify } from './given-when-then';

export type TableFixtures<Command extends { type: string }, Event, State extends { status: string }> = {
  decider: Decider<Command, Event, State>;
  transitions: TransitionTable<State['status'], Command['type']>;
  vocabulary: Vocabulary<State['status'], Command['type']>;
  /** Creation commands: refused with ALREADY_EXISTS (still an IllegalStateError) once the aggregate exists. */
  creation: readonly Command['type'][];
  /** An event history that reaches each status. */
  histories: Record<State['status'], Event[]>;
  /** A valid command of each type, issued by the actor entitled to it. */
  commands: { [Type in Command['type']]: Extract<Command, { type: Type }> };
  /** A different history for a row whose guard needs more than the status (e.g. a statement issued). */
  historyFor?: (from: State['status'], command: Command['type']) => Event[] | undefined;
};

/**
 * The table, mechanically: every row, given a history in its from-status and a valid command,
 * lands on its to-status; every other (status, command) pair is refused with an
 * IllegalStateError that names the status and the attempted action.
 */
export const describeTransitionTable = <Command extends { type: string }, Event, State extends { status: string }>(
  fixtures: TableFixtures<Command, Event, State>,
): void => {
  const { decider, transitions, vocabulary, histories, commands } = fixtures;
  const statuses = Object.keys(transitions) as State['status'][];
  const commandTypes = Object.keys(commands) as Command['type'][];
  const spec = specify(decider);

  it('has a history for every status that folds to that status', () => {
    expect(statuses.map((status) => foldEvents(decider, histories[status]).status)).toEqual(statuses);
  });

  it.each(transitionList(transitions))('$from —$command→ $to', ({ from, command, to }) => {
    const history = fixtures.historyFor?.(from, command) ?? histories[from];
    const state = spec.given(...history).when(commands[command] as Command).thenState();
    expect(state.status).toBe(to);
  });

  const refusals = statuses.flatMap((from) =>
    commandTypes.filter((command) => transitions[from][command] === undefined).map((command) => ({ from, command })),
  );
  it.each(refusals)('$from refuses $command', ({ from, command }) => {
    spec
      .given(...histories[from])
      .when(commands[command] as Command)
      .thenRefuses({
        kind: IllegalStateError,
        code: fixtures.creation.includes(command) && from !== 'empty' ? 'ALREADY_EXISTS' : 'ILLEGAL_STATE',
        currentState: from,
        attemptedAction: vocabulary.actions[command].en,
      });
  });
};
