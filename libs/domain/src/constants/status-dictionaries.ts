import { courtReformStateCode, courtReformStateLabel } from '../court-reform/process-state';
import { distressConsultationStateCode, distressConsultationStateLabel } from '../distress-consultation/consultation-state';
import { matterStatusCode, matterStatusLabel } from '../matter/matter-status';
import { restructuringTaskStateCode, restructuringTaskStateLabel } from '../restructuring-task/task-state';
import type { Label } from '../shared/transitions';
import type { CodeEntry } from './code-dictionary';

const entriesOf = <Status extends string>(codes: Record<Status, number>, labels: Record<Status, Label>): CodeEntry<Status>[] =>
  (Object.keys(codes) as Status[]).map((key) => ({ key, code: codes[key], ...labels[key] })).sort((a, b) => a.code - b.code);

/**
 * The workflow statuses as code-type dictionaries (numeric code, key, zh-CN and English label),
 * for filters, badges and progress pages. The code maps themselves live with their aggregates.
 */
export const StatusDictionaries = {
  courtReform: entriesOf(courtReformStateCode, courtReformStateLabel),
  restructuringTask: entriesOf(restructuringTaskStateCode, restructuringTaskStateLabel),
  distressConsultation: entriesOf(distressConsultationStateCode, distressConsultationStateLabel),
  matter: entriesOf(matterStatusCode, matterStatusLabel),
} as const;
