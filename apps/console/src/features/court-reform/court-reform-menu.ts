import { caseMenuEntries } from '../cases/case-kind';
import { courtReformKind } from './court-reform-kind';

/** One entry per queue, as the kind declares them. */
export const courtReformMenu = caseMenuEntries(courtReformKind);
