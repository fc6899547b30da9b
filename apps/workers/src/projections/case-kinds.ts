import type { CaseKindProjection } from './case-read.projection';
import { courtReformCaseProjection } from './court-reform-case.projection';
import { distressConsultationProjection } from './distress-consultation.projection';
import { restructuringTaskProjection } from './restructuring-task.projection';

/** Every kind of case the case read models hold, by the stream type of its events. */
const projections: readonly CaseKindProjection<unknown>[] = [
  courtReformCaseProjection as CaseKindProjection<unknown>,
  restructuringTaskProjection as CaseKindProjection<unknown>,
  distressConsultationProjection as CaseKindProjection<unknown>,
];

const byStreamType = new Map(projections.map((projection) => [projection.streamType, projection]));

/** The projection for a stream's events, or undefined for streams that are not cases. */
export const caseProjectionFor = (streamType: string): CaseKindProjection<unknown> | undefined => byStreamType.get(streamType);

export const caseStreamTypes: readonly string[] = projections.map((projection) => projection.streamType);
