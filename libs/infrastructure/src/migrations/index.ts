import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { AssigneeIdAsText1763900000000 } from './1763900000000-assignee-id-as-text';
import { EventHashChain1764000000000 } from './1764000000000-event-hash-chain';
import { RestructuringTaskReadModels1764100000000 } from './1764100000000-restructuring-task-read-models';

/** Ordered list of schema migrations; TypeORM runs the ones not yet recorded. */
export const migrations = [
  InitialSchema1763800000000,
  AssigneeIdAsText1763900000000,
  EventHashChain1764000000000,
  RestructuringTaskReadModels1764100000000,
];
