import { caseAreaMenuEntry, caseMenuEntries } from '../cases/case-kind';
import { restructuringKind } from './restructuring-kind';

/** The area's landing screen, then one entry per queue, as the kind declares them (the group is csj only). */
export const restructuringMenu = [
  caseAreaMenuEntry(restructuringKind, 'courtReform-csj', '/index/$associationId/courtReform-csj', { zh: '概览', en: 'Overview' }),
  ...caseMenuEntries(restructuringKind),
];
