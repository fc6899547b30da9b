import { caseMenuEntries } from '../cases/case-kind';
import { distressKind } from './distress-kind';

/** One entry per queue, as the kind declares them. */
export const distressMenu = caseMenuEntries(distressKind);
