import { foldEvents, type Decider } from '../shared/decider';
import { DomainError, IllegalStateError } from '../shared/errors';

type Outcome<Event> = { events: Event[] } | { error: unknown };

/** Expected refusal: the error class plus any of its fields (code, currentState, attemptedAction, details …). */
export type Refusal = { kind?: typeof DomainError | typeof IllegalStateError } & Record<string, unknown>;

/**
 * given (events) → when (command) → then (events | refusal), over a decider. The state is
 * always built by folding events, as a stored stream would be.
 */
export const specify = <Command, Event, State>(decider: Decider<Command, Event, State>) => ({
  given: (...history: Event[]) => ({
    when: (command: Command) => {
      const run = (): Outcome<Event> => {
        try {
          return { events: decider.decide(command, foldEvents(decider, history)) };
        } catch (error) {
          return { error };
        }
      };
      return {
        then: (...expected: Event[]): void => {
          const outcome = run();
          if ('error' in outcome) throw outcome.error;
          expect(outcome.events).toEqual(expected);
        },
        thenRefuses: ({ kind = DomainError, ...fields }: Refusal): void => {
          const outcome = run();
          if (!('error' in outcome)) throw new Error(`Expected a refusal, got events ${JSON.stringify(outcome.events)}`);
          expect(outcome.error).toBeInstanceOf(kind);
          expect(outcome.error).toMatchObject(fields);
        },
        /** The state after the command's events, for assertions on what evolve made of them. */
        thenState: (): State => {
          const state = foldEvents(decider, history);
          return decider.decide(command, state).reduce(decider.evolve, state);
        },
      };
    },
  }),
});
