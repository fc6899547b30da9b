import type { TimelineEntry } from '@bk/contracts';
import type { ApiError } from '@bk/web';
import type { CaseDetailView, CaseRow } from './case-kind';

/** Field errors (400) belong on the action's form, not in a toast; refusals (403, 409) are the dialog's to show. */
export const quietForCaseForm = { quiet: (error: ApiError) => (error.status === 400 && error.fieldErrors.length > 0) || error.conflict };

type DetailOf = { contactPhone: string; description: string; version: number; timeline: TimelineEntry[]; temporalUrl: string | null };
type Outcome = Pick<CaseDetailView, 'reallocations' | 'result' | 'rejectionReason'>;
/** What the applicant filed beyond the row: kinds that keep none leave it out. */
type Filing = Pick<CaseDetailView, 'particulars' | 'files' | 'openRequest'>;

/** A kind's detail as the kit reads it: its row, what the page adds, and the outcome where the kind has one. */
export const caseDetailView = (
  row: CaseRow,
  detail: DetailOf,
  outcome: Outcome = { reallocations: null, result: null, rejectionReason: null },
  filing: Filing = { particulars: [], files: null, openRequest: null },
): CaseDetailView => ({
  ...row,
  contactPhone: detail.contactPhone,
  description: detail.description,
  version: detail.version,
  timeline: detail.timeline,
  temporalUrl: detail.temporalUrl,
  ...outcome,
  ...filing,
});
