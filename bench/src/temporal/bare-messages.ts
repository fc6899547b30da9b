import { defineSignal, defineUpdate } from '@temporalio/workflow';

/** The bench workflow's surface, shared by the workflow bundle and the bench's client. */
export type AppendInput = { streamId: string; expectedVersion: number; commandId: string };

export type BareActivities = {
  noop: (value: number) => Promise<number>;
  /** One EventStore.append of one event, as the case workflows' activity does it. */
  append: (input: AppendInput) => Promise<number>;
};

/** Returns at once: the Temporal round trip alone. */
export const bareUpdate = defineUpdate<number, [number]>('benchBareUpdate');
/** Awaits one no-op activity: the shape of a case command, minus the decider and the event-store append. */
export const activityUpdate = defineUpdate<number, [number]>('benchActivityUpdate');
/** Awaits one activity that appends one event: a case command minus HTTP, session, decider and search attributes. */
export const appendUpdate = defineUpdate<number, [number]>('benchAppendUpdate');
/** The same append as a local activity, inside the workflow task: the shape the case workflows use. */
export const localAppendUpdate = defineUpdate<number, [number]>('benchLocalAppendUpdate');
export const finishSignal = defineSignal('benchFinish');
