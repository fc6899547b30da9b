import type { ConsoleMessageKey } from '../../i18n';
import type { CaseKindDescription } from './case-kind';

/**
 * The words the kit needs from each kind, found by the kind's prefix: `caseSearchLabel`,
 * `taskSearchLabel`… Each kind's messages file supplies them; the unit test checks that every
 * kind supplies every one, so a missing word fails the tests and not the screen.
 */
export const kitMessageRoles = [
  'Number',
  'SearchLabel',
  'SearchPlaceholder',
  'SearchNoMatch',
  'View',
  'ViewLabel',
  'Assignee',
  'StateFilterLabel',
  'DetailTitle',
  'DetailSummary',
  'DetailActions',
  'DetailNoActions',
  'DetailTimeline',
  'DetailTimelineEmpty',
  'DetailTimelineBy',
  'DetailTemporal',
  'NotFound',
  'BackToList',
  'ActionRefused',
  'Irreversible',
  'LengthCounter',
  'ActionNext',
  'ActionBack',
  'AssignAction',
  'AssignActionLabel',
  'AssignModalTitle',
  'AssignModeLabel',
  'AssignManual',
  'AssignRandom',
  'ChooseAssignee',
  'OpenCount',
  'NoPersonnel',
  'RandomIntro',
  'RandomDraw',
  'RandomRedraw',
  'RandomDrawn',
  'DrawSeed',
  'DrawCandidates',
  'AssignNext',
  'AssignBack',
  'ConfirmAssignTitle',
  'ConfirmAssignText',
  'ConfirmAssignRandom',
  'ConfirmAssign',
  'AssignSuccess',
] as const;

export type KitMessageRole = (typeof kitMessageRoles)[number];

/** Every action: its button, the button's accessible name, the dialog title, the submit button and the toast. */
const actionRoles = ['Action', 'ActionLabel', 'ModalTitle', 'Submit', 'Success'] as const;
export type ActionMessageRole = (typeof actionRoles)[number] | 'Confirm';

export const kitKey = (kind: Pick<CaseKindDescription, 'messagePrefix'>, role: KitMessageRole) =>
  `${kind.messagePrefix}${role}` as ConsoleMessageKey;

const capitalised = (action: string) => `${action.charAt(0).toUpperCase()}${action.slice(1)}`;

/** An action's words: `caseRejectConfirm`, `taskDeclineLabel`… */
export const actionKey = (kind: Pick<CaseKindDescription, 'messagePrefix'>, action: string, role: ActionMessageRole) =>
  `${kind.messagePrefix}${capitalised(action)}${role}` as ConsoleMessageKey;

/** Every key the kit will look up for this kind: the shared roles, and each action's own. */
export const kitMessageKeys = (kind: Pick<CaseKindDescription, 'messagePrefix' | 'actions' | 'queues'>): string[] => [
  ...kitMessageRoles.map((role) => kitKey(kind, role)),
  ...Object.entries(kind.actions).flatMap(([action, spec]) => [
    ...actionRoles.map((role) => actionKey(kind, action, role)),
    ...(spec.confirm ? [actionKey(kind, action, 'Confirm')] : []),
  ]),
  ...kind.queues.flatMap((queue) => [queue.title, queue.intro, queue.empty, queue.noMatch, queue.emptyHint].filter((key) => key !== undefined)),
];
