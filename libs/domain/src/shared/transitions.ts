import { IllegalStateError } from './errors';

export type Label = { zh: string; en: string };

/**
 * The state machine written out: from-status → command type → to-status. Deciders guard with
 * their own narrowing checks; the tests hold decide and evolve to this table (and the README's
 * copy of it), so the table is the contract, not a second implementation.
 */
export type TransitionTable<Status extends string, CommandType extends string> = {
  readonly [From in Status]: { readonly [Type in CommandType]?: Status };
};

export type Transition<Status extends string, CommandType extends string> = {
  from: Status;
  command: CommandType;
  to: Status;
};

export const transitionList = <Status extends string, CommandType extends string>(
  table: TransitionTable<Status, CommandType>,
): Transition<Status, CommandType>[] =>
  (Object.keys(table) as Status[]).flatMap((from) =>
    (Object.entries(table[from]) as [CommandType, Status][]).map(([command, to]) => ({ from, command, to })),
  );

export const allowedCommands = <Status extends string, CommandType extends string>(
  table: TransitionTable<Status, CommandType>,
  status: Status,
): CommandType[] => Object.keys(table[status]) as CommandType[];

export const nextStatus = <Status extends string, CommandType extends string>(
  table: TransitionTable<Status, CommandType>,
  status: Status,
  command: CommandType,
): Status | undefined => table[status][command];

/** Names an aggregate's statuses and actions in both languages, for refusals and screens. */
export type Vocabulary<Status extends string, CommandType extends string> = {
  aggregate: Label;
  statuses: Record<Status, Label>;
  actions: Record<CommandType, Label>;
};

/**
 * Builds the refusal for `command` in `status`. `qualifier` narrows the state when the status
 * alone allows the command but a fact inside it does not (e.g. "statement issued").
 */
export const illegalState = <Status extends string, CommandType extends string>(
  vocabulary: Vocabulary<Status, CommandType>,
  status: Status,
  command: CommandType,
  qualifier?: Label,
): IllegalStateError => {
  const state = vocabulary.statuses[status];
  const action = vocabulary.actions[command];
  return new IllegalStateError(
    vocabulary.aggregate.en,
    qualifier ? `${status} (${qualifier.en})` : status,
    action.en,
    { zh: { aggregate: vocabulary.aggregate.zh, state: qualifier ? `${state.zh}（${qualifier.zh}）` : state.zh, action: action.zh } },
  );
};

/** The refusal for a creation command sent to an aggregate that already exists. */
export const alreadyExists = <Status extends string, CommandType extends string>(
  vocabulary: Vocabulary<Status, CommandType>,
  status: Status,
  command: CommandType,
): IllegalStateError =>
  new IllegalStateError(vocabulary.aggregate.en, status, vocabulary.actions[command].en, {
    code: 'ALREADY_EXISTS',
    zh: { aggregate: vocabulary.aggregate.zh, state: vocabulary.statuses[status].zh, action: vocabulary.actions[command].zh },
  });

export type StatusGuard<State extends { status: string }, CommandType extends string> = <Allowed extends State['status']>(
  state: State,
  command: CommandType,
  ...allowed: Allowed[]
) => asserts state is Extract<State, { status: Allowed }>;

/** A guard that narrows the state to the allowed statuses or throws the vocabulary's refusal. */
export const statusGuard = <State extends { status: string }, CommandType extends string>(
  vocabulary: Vocabulary<State['status'], CommandType>,
): StatusGuard<State, CommandType> =>
  function requireStatus(state, command, ...allowed) {
    if (!(allowed as string[]).includes(state.status)) throw illegalState(vocabulary, state.status, command);
  };
