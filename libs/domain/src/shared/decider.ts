/**
 * The decider pattern: decide turns a command into events against the current state,
 * evolve folds one event into the state. Both are pure.
 */
export type Decider<Command, Event, State> = {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
};

export const foldEvents = <Event, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());

/** Compile-time exhaustiveness check for switch statements over unions. */
export const assertNever = (value: never): never => {
  throw new Error(`Unhandled variant: ${JSON.stringify(value)}`);
};
