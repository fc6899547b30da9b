import { caseMenuEntries } from '../cases/case-kind';
import { restructuringKind } from './restructuring-kind';

/** One entry per queue, as the kind declares them (the group is csj only). */
export const restructuringMenu = caseMenuEntries(restructuringKind);
