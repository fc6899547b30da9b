import { InitialSchema1763800000000 } from './1763800000000-initial-schema';

/** Ordered list of schema migrations; TypeORM runs the ones not yet recorded. */
export const migrations = [InitialSchema1763800000000];
