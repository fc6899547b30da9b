import type { PermissionKey } from '../access/permission-keys';
import type { Label } from '../shared/transitions';

/** Every kind of case the platform runs through the case kit. */
export const CaseKindNames = ['court-reform', 'restructuring-task', 'distress-consultation'] as const;
export type CaseKindName = (typeof CaseKindNames)[number];

/**
 * A to-do count a queue carries (spec §3 "Association"): the association's count in a todo_counts
 * column, and optionally the signed-in member's own count of the same states assigned to them.
 */
export type CaseTodoCount<Status extends string> = {
  column: string;
  field: string;
  personalField?: string;
  /** The states counted, when they are fewer than the queue shows (a step waiting on the applicant is no to-do). */
  statuses?: readonly Status[];
};

export type CaseQueueDeclaration<Status extends string> = {
  label: Label;
  /** The key that opens the queue (checked by the API on every call). */
  permission: PermissionKey;
  statuses: readonly Status[];
  /** The association's pool, or only what is assigned to the viewer. */
  scope: 'association' | 'assignee';
  count?: CaseTodoCount<Status>;
};

export type CaseActionDeclaration<CommandType extends string> = {
  command: CommandType;
  /** The key the action needs (the API checks it before the command leaves). */
  permission: PermissionKey;
  label: Label;
};

/**
 * One kind of case, declared once: its stream, workflow, state codes and labels, queues with their
 * keys and counts, actions and the command each sends, its deadline, and its audit name. The
 * workflow registration, the projections, the to-do counts, the staff directory and the audit
 * derive from it.
 */
export type CaseKindDeclaration<Status extends string = string, CommandType extends string = string> = {
  kind: CaseKindName;
  /** How audit and screens name the kind. */
  label: Label;
  /** The event store's stream type; streams are `${streamType}-${id}`, workflows `${streamType}/${tenant}/${id}`. */
  streamType: string;
  /** The exported workflow function. */
  workflowType: string;
  /** Temporal update and query names: part of saved histories, so never renamed. */
  updateName: string;
  queryName: string;
  /** Human-readable numbers: prefix + year + sequence. */
  numberPrefix: string;
  statuses: readonly Status[];
  stateCode: Readonly<Record<Status, number>>;
  stateLabel: Readonly<Record<Status, Label>>;
  /** States in which the workflow ends. */
  closed: readonly Status[];
  /** Who may be given a case, and the states in which a case occupies its assignee. */
  eligibility: { permission: PermissionKey; open: readonly Status[] };
  queues: Readonly<Record<string, CaseQueueDeclaration<Status>>>;
  actions: Readonly<Record<string, CaseActionDeclaration<CommandType>>>;
  /** A timer the workflow owns: in `status`, if nothing happens in time, the system sends `command`. */
  deadline?: { status: Status; command: CommandType; reason: string };
};

export const caseStreamId = (kind: Pick<CaseKindDeclaration, 'streamType'>, caseId: string): string => `${kind.streamType}-${caseId}`;

export const caseIdOfStream = (kind: Pick<CaseKindDeclaration, 'streamType'>, streamId: string): string =>
  streamId.slice(`${kind.streamType}-`.length);

export const caseWorkflowId = (kind: Pick<CaseKindDeclaration, 'streamType'>, tenantId: string, caseId: string): string =>
  `${kind.streamType}/${tenantId}/${caseId}`;

/** The state code of a status; -1 before the first event. */
export const caseStateCode = <Status extends string>(kind: CaseKindDeclaration<Status>, status: Status | 'empty'): number =>
  status === 'empty' ? -1 : kind.stateCode[status];

export const caseStateCodes = <Status extends string>(kind: CaseKindDeclaration<Status>, statuses: readonly Status[]): number[] =>
  statuses.map((status) => kind.stateCode[status]);

export const caseStatusFromCode = <Status extends string>(kind: CaseKindDeclaration<Status>, code: number): Status | undefined =>
  kind.statuses.find((status) => kind.stateCode[status] === code);
