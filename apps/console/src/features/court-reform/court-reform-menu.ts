import { caseAreaMenuEntry, caseMenuEntries } from '../cases/case-kind';
import { courtReformKind } from './court-reform-kind';

/** The area's landing screen, then one entry per queue, as the kind declares them. */
export const courtReformMenu = [
  caseAreaMenuEntry(courtReformKind, 'courtReform', '/index/$associationId/courtReform', { zh: '概览', en: 'Overview' }),
  ...caseMenuEntries(courtReformKind),
];
