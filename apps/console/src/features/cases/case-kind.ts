import type { CaseCommandResponse, Page, Personnel, RandomDraw, StepFormDeclaration, TimelineEntry, TodoCounts } from '@bk/contracts';
import { hasPermission, type PermissionKey } from '@bk/domain';
import type { CaseKind as LabelledKind, Localized } from '@bk/web';
import type { z } from 'zod';
import type { ConsoleMessageKey } from '../../i18n';
import type { ConsoleMenuPath, MenuEntry, MenuGroupKey } from '../shell/console-menu-kit';
import type { CaseDetailPath } from './case-paths';

/**
 * A kind of case as the console shows it, declared once: its queues, states, actions and dialogs,
 * detail facts. The case kit (this folder) renders every list, detail page, action and allocation
 * dialog from it; court-reform cases and restructuring tasks are two such declarations.
 */
export type CaseKindDescription = {
  /** Whose state and event labels apply (libs/web caseLabels): the same code means different states per kind. */
  labels: LabelledKind;
  /** Message keys of the kit start with this: `${prefix}Number`, `${prefix}SearchLabel`… (case-kit-messages.ts). */
  messagePrefix: 'case' | 'task' | 'distress';
  /** Test ids start with this (`${prefix}-row`, `${prefix}-action-sign`…). */
  testIdPrefix: 'case' | 'task' | 'distress';
  /** The field requests name the case by. */
  idField: 'caseId' | 'taskId' | 'businessId';
  /** Is a state code one of this kind's? Unknown codes are dropped from URLs. */
  isStateCode: (code: number) => boolean;
  /** The state codes in the spec's order, for the state filter. */
  stateCodes: readonly number[];
  /** The breadcrumb of a detail page. */
  detailTitle: Localized;
  /** Query keys start with this; every command invalidates it. */
  queryRoot: (channel: string) => readonly unknown[];
  fetchList: (list: string, params: CaseListParams, signal: AbortSignal) => Promise<Page<CaseRow>>;
  fetchDetail: (id: string, signal: AbortSignal) => Promise<CaseDetailView>;
  menuGroup: MenuGroupKey;
  queues: readonly CaseQueue[];
  actions: Readonly<Record<string, CaseActionSpec>>;
  assign: CaseAssignSpec;
  /** Detail facts, in order. */
  facts: readonly CaseFact[];
  /** Who sees the actions panel even with nothing to do, and the workflow link: staff, not an applicant. */
  isStaff: (rightKeys: readonly string[]) => boolean;
};

/** A row of any kind, as the kit reads it: each kind maps its own rows (caseId or taskId…) onto this. */
export type CaseRow = {
  id: string;
  number: string;
  enterpriseName: string;
  creditCode: string;
  contactName: string;
  stateCode: number;
  assigneeName: string | null;
  submittedAt: string;
  updatedAt: string;
  registrationNo: string | null;
  statementNo: string | null;
  /** What the server says the viewer may do now; empty where a queue does not say. */
  availableActions: readonly string[];
};

/** A filed value beyond the common facts, in the kind's own words. */
export type CaseParticular = { label: Localized; value: string };

/** A file the case holds; `round` 0 was filed with the application, n is the applicant's n-th supply. */
export type CaseFile = { fileId: string; fileName: string; round: number; addedAt: string };

export type CaseDetailView = CaseRow & {
  contactPhone: string;
  description: string;
  /** What the applicant filed besides the common facts (amounts, counts, e-mail), in filing order. */
  particulars: readonly CaseParticular[];
  /** The applicant's materials; null where the kind holds none. */
  files: readonly CaseFile[] | null;
  /** An open request to the applicant, while the case waits on them. */
  openRequest: { note: string; requestedAt: string } | null;
  version: number;
  timeline: readonly TimelineEntry[];
  temporalUrl: string | null;
  reallocations: number | null;
  result: string | null;
  rejectionReason: string | null;
};

/** stateCode filters only the queues with a state filter. */
export type CaseListParams = { page: number; keyword: string; stateCode?: number };

export type CaseOptionalColumn = 'creditCode' | 'contactName';
export type CaseExtraColumn = 'assignee' | 'updatedAt' | 'registrationNo' | 'statementNo';
export type CaseRowAction = 'assign' | 'actions' | 'view';

export type CaseQueue = {
  /** The menu key; the list's route path is the same word. */
  key: string;
  label: Localized;
  path: ConsoleMenuPath;
  /** The detail page opened from this queue, and the `from` it carries when several queues share one. */
  detailPath: CaseDetailPath;
  detailFrom?: string;
  /** Hidden unless the user holds it (or one of them); none: everyone. */
  permission?: PermissionKey | readonly PermissionKey[];
  countField?: keyof TodoCounts;
  /** Which list the API serves this queue from (the kind's fetchList). */
  list: string;
  title: ConsoleMessageKey;
  intro: ConsoleMessageKey;
  empty: ConsoleMessageKey;
  /** Said when a keyword or the state filter found nothing. */
  noMatch?: ConsoleMessageKey;
  emptyHint?: ConsoleMessageKey;
  stateFilter?: boolean;
  /** Applicant columns left out to leave room for the queue's own. */
  omitColumns?: readonly CaseOptionalColumn[];
  /** Columns after the state. */
  extraColumns?: readonly CaseExtraColumn[];
  rowActions: readonly CaseRowAction[];
};

/** How an action looks: the step that moves the case on stands out, a note is secondary, a refusal reads as danger. */
export type CaseActionTone = 'forward' | 'secondary' | 'danger' | 'finish';

export type CaseActionSpec = {
  /**
   * What the action asks for, if anything: its declared form (libs/contracts), which the dialog
   * loads with the viewer's draft (reform/getCurrentDetailInfo) and saves drafts of
   * (data/saveOrUpdateData). Without one the action is only confirmed.
   */
  stepForm?: { functionKey: string; form: StepFormDeclaration };
  /** Values the request always carries (a discriminator such as decision: 'decline'). */
  fixed?: Readonly<Record<string, string>>;
  /** The contract's schema of the request (the server checks it again). */
  schema: z.ZodType;
  /** Steps that cannot be taken back are confirmed first. */
  confirm: boolean;
  tone: CaseActionTone;
  run: (request: Record<string, string>) => Promise<CaseCommandResponse>;
};

export type CaseAssignSpec = {
  /** The key that allocates (a queue's list key may only open it). */
  permission: PermissionKey;
  /** The state a case waits for allocation in: the detail page offers allocation there too. */
  stateCode: number;
  fetchPersonnel: (id: string, signal: AbortSignal) => Promise<Personnel[]>;
  draw: (id: string) => Promise<RandomDraw>;
  /** The read model is waited for: up to the version answered, or else until the case no longer waits for allocation. */
  run: (request: { id: string; assigneeId: string; draw?: Pick<RandomDraw, 'seed' | 'candidates'> }) => Promise<{ version?: number }>;
};

export type CaseFact =
  | 'number'
  | 'enterpriseName'
  | 'creditCode'
  | 'contactName'
  | 'contactPhone'
  | 'assignee'
  | 'reallocations'
  | 'registrationNo'
  | 'statementNo'
  | 'submittedAt'
  | 'updatedAt';

export const queueOf = (kind: CaseKindDescription, key: string | undefined): CaseQueue | undefined =>
  kind.queues.find((queue) => queue.key === key);

/** The queue a kind declares under `key`; a typo in a route module fails at once, not on screen. */
export const requireQueue = (kind: CaseKindDescription, key: string): CaseQueue => {
  const queue = queueOf(kind, key);
  if (!queue) throw new Error(`No queue ${key} in this kind of case`);
  return queue;
};

/** The kind's menu entries: one per queue, in the kind's order. */
export const caseMenuEntries = (kind: CaseKindDescription): MenuEntry[] =>
  kind.queues.map((queue) => ({
    group: kind.menuGroup,
    key: queue.key,
    label: queue.label,
    to: queue.path,
    ...(queue.permission === undefined ? {} : { permission: queue.permission }),
    ...(queue.countField === undefined ? {} : { countField: queue.countField }),
  }));

/**
 * A case area's landing entry (spec §2 courtReform, courtReform-csj), first in the kind's group:
 * shown to whoever may open any of the kind's queues (to everyone when one needs no key).
 */
export const caseAreaMenuEntry = (kind: CaseKindDescription, key: string, path: ConsoleMenuPath, label: Localized): MenuEntry => {
  const open = kind.queues.every((queue) => queue.permission !== undefined);
  const keys = kind.queues.flatMap((queue) => (queue.permission === undefined ? [] : typeof queue.permission === 'string' ? [queue.permission] : queue.permission));
  return { group: kind.menuGroup, key, label, to: path, ...(open ? { permission: [...new Set(keys)] } : {}) };
};

/** The actions the server offers that this kind knows how to ask for, in the server's order. */
export const offeredActions = (kind: CaseKindDescription, available: readonly string[]): string[] =>
  available.filter((action) => Object.hasOwn(kind.actions, action));

/** Allocation is offered wherever a case waits for it and the viewer holds the allocating key. */
export const mayAssign = (kind: CaseKindDescription, stateCode: number, rightKeys: readonly string[]): boolean =>
  stateCode === kind.assign.stateCode && hasPermission(rightKeys, kind.assign.permission);

/** The request an action sends before its form's values: the case's id under the kind's field and the fixed values. */
export const actionRequest = (idField: string, id: string, spec: Pick<CaseActionSpec, 'fixed'>): Record<string, string> => ({
  [idField]: id,
  ...spec.fixed,
});
