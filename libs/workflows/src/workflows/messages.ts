import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import {
  caseStreamId,
  caseWorkflowId,
  courtReformCaseKind,
  distressConsultationCaseKind,
  restructuringTaskCaseKind,
  type CourtReformCommand,
  type CourtReformState,
  type DistressConsultationCommand,
  type DistressConsultationState,
  type RestructuringTaskCommand,
  type RestructuringTaskState,
} from '@bk/domain';

/**
 * The workflow's public surface: the API imports these definitions to talk to running cases.
 * Staff actions are Updates so an illegal action is refused synchronously, before anything is written.
 */
export type CaseCommandEnvelope<Command> = {
  /** The request id from the API: event ids derive from it, so a retried command writes nothing twice. */
  commandId: string;
  command: Command;
};

export type CaseCommandResult = { version: number; status: string; stateCode: number };

export type CaseView<State> = { version: number; state: State };

export type CourtReformWorkflowInput = {
  tenantId: string;
  caseId: string;
  /** How long an assigned case may stay unsigned before it returns to the allocation pool. */
  signDeadlineMs: number;
};

export const courtReformCommandUpdate = defineUpdate<CaseCommandResult, [CaseCommandEnvelope<CourtReformCommand>]>(
  courtReformCaseKind.updateName,
);
export const courtReformViewQuery = defineQuery<CaseView<CourtReformState>>(courtReformCaseKind.queryName);

export type RestructuringTaskWorkflowInput = {
  tenantId: string;
  taskId: string;
  /** How long an assigned task may wait for acceptance before it returns to allocation. */
  acceptDeadlineMs: number;
};

export const restructuringTaskCommandUpdate = defineUpdate<CaseCommandResult, [CaseCommandEnvelope<RestructuringTaskCommand>]>(
  restructuringTaskCaseKind.updateName,
);
export const restructuringTaskViewQuery = defineQuery<CaseView<RestructuringTaskState>>(restructuringTaskCaseKind.queryName);

export type DistressConsultationWorkflowInput = {
  tenantId: string;
  consultationId: string;
  /** How long an allocated consultation may wait for its handler before it returns to the pool. */
  handleDeadlineMs: number;
};

export const distressConsultationCommandUpdate = defineUpdate<CaseCommandResult, [CaseCommandEnvelope<DistressConsultationCommand>]>(
  distressConsultationCaseKind.updateName,
);
export const distressConsultationViewQuery = defineQuery<CaseView<DistressConsultationState>>(distressConsultationCaseKind.queryName);

export const SearchAttributes = {
  tenantId: defineSearchAttributeKey('TenantId', SearchAttributeType.KEYWORD),
  caseId: defineSearchAttributeKey('CaseId', SearchAttributeType.KEYWORD),
  caseKind: defineSearchAttributeKey('CaseKind', SearchAttributeType.KEYWORD),
  caseState: defineSearchAttributeKey('CaseState', SearchAttributeType.KEYWORD),
  assignee: defineSearchAttributeKey('Assignee', SearchAttributeType.KEYWORD),
} as const;

// Ids and stream names follow each kind's declaration (libs/domain case-kinds).
export const courtReformWorkflowId = (tenantId: string, caseId: string): string => caseWorkflowId(courtReformCaseKind, tenantId, caseId);
export const courtReformStreamId = (caseId: string): string => caseStreamId(courtReformCaseKind, caseId);
export const COURT_REFORM_STREAM_TYPE = courtReformCaseKind.streamType;

export const restructuringTaskWorkflowId = (tenantId: string, taskId: string): string =>
  caseWorkflowId(restructuringTaskCaseKind, tenantId, taskId);
export const restructuringTaskStreamId = (taskId: string): string => caseStreamId(restructuringTaskCaseKind, taskId);
export const RESTRUCTURING_TASK_STREAM_TYPE = restructuringTaskCaseKind.streamType;

export const distressConsultationWorkflowId = (tenantId: string, consultationId: string): string =>
  caseWorkflowId(distressConsultationCaseKind, tenantId, consultationId);
export const distressConsultationStreamId = (consultationId: string): string => caseStreamId(distressConsultationCaseKind, consultationId);
export const DISTRESS_CONSULTATION_STREAM_TYPE = distressConsultationCaseKind.streamType;

/** Workflow failure types the API maps to HTTP responses. */
export const CaseFailureTypes = {
  domain: 'DomainError',
  conflict: 'ConcurrencyConflict',
  /** The database refused the events' data itself (a data or constraint error): retrying cannot help. */
  rejectedData: 'EventDataRejected',
} as const;

/**
 * How often an append is tried before its command fails. Transient faults (a database restart, a
 * lost connection) get about 45 s of backoff; a fault that outlasts it fails the command with an
 * alert for operators instead of holding the request and the case forever.
 */
export const APPEND_MAX_ATTEMPTS = 10;

/** One scheduled publication of a content item (the content kit). */
export type ContentPublicationInput = { tenantId: string; contentId: string; publishAt: string };

/** How a scheduled publication ended: published, or why not (recorded as the workflow's result). */
export type ContentPublicationOutcome = {
  published: boolean;
  reason: 'published' | 'cancelled' | 'scheduleNotCurrent' | 'notFound' | 'notPublishable';
  version?: number;
  detail?: string;
};

/** A new publication time for the running workflow, or null to cancel it. */
export const contentPublicationChangeSignal = defineSignal<[{ publishAt: string | null }]>('contentPublicationChange');

/** Readable in the Temporal UI: which association, which item. */
export const contentPublicationWorkflowId = (tenantId: string, contentId: string): string => `content-publication/${tenantId}/${contentId}`;
