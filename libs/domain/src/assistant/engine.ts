import { ASSISTANT_VISIBLE_OPTIONS } from '../constants/limits';
import { formatChatTime } from '../format/chat-time';
import { DomainError } from '../shared/errors';
import { BusinessOptions, QUESTION_TREE, QuestionIds } from './question-tree';
import {
  UNANSWERED,
  type AssistantConfig,
  type ChatEntry,
  type Conversation,
  type QuestionDefinition,
  type QuestionNode,
  type QuestionOption,
} from './types';

/** The name answer entries carry: the visitor. */
export const VISITOR_NAME = { zh: '我', en: 'Me' } as const;

const refuse = (en: string, zh: string, details: Record<string, unknown>): DomainError =>
  new DomainError('VALIDATION_FAILED', en, zh, details);

const definitionOf = (id: number): QuestionDefinition => {
  const definition = QUESTION_TREE[id];
  if (definition === undefined) throw new Error(`The question tree has no node ${id}`);
  return definition;
};

/** A node as placed in a conversation: unanswered, collapsed, personal hidden when gpShow is false. */
const instantiate = (definition: QuestionDefinition, config: AssistantConfig): QuestionNode => ({
  ...definition,
  options:
    definition.id === QuestionIds.start && !config.gpShow
      ? definition.options.filter((candidate) => candidate.id !== BusinessOptions.personal)
      : [...definition.options],
  value: UNANSWERED,
  listOpen: false,
});

const problemEntry = (node: QuestionNode, config: AssistantConfig, at: string): ChatEntry => ({
  type: 'problem',
  icon: 'assistant',
  name: config.aiName,
  message: node.text,
  messageEn: node.textEn,
  time: formatChatTime(at),
  at,
  list: [node],
});

/**
 * The entries a node brings: the node itself, then, while it is a statement (type text), the
 * statement's follow-on, until a node that waits for a choice or the end of the branch.
 */
const followOn = (firstId: number | null, config: AssistantConfig, at: string): ChatEntry[] => {
  const entries: ChatEntry[] = [];
  const seen = new Set<number>();
  for (let id = firstId; id !== null; ) {
    if (seen.has(id)) throw new Error(`The question tree loops through node ${id}`);
    seen.add(id);
    const node = instantiate(definitionOf(id), config);
    entries.push(problemEntry(node, config, at));
    id = node.type === 'text' ? node.nextQuestionId : null;
  }
  return entries;
};

/** Opens the widget: a greeting, then question 1. */
export const startConversation = (config: AssistantConfig, now: string): Conversation => ({
  config: { ...config },
  entries: [
    {
      type: 'problem',
      icon: 'assistant',
      name: config.aiName,
      message: `您好，我是${config.aiName}，很高兴为您服务。`,
      messageEn: `Hello, I am ${config.aiName}. How can I help you?`,
      time: formatChatTime(now),
      at: now,
      list: [],
    },
    ...followOn(QuestionIds.start, config, now),
  ],
});

/** The first five options unless the list is expanded (spec §9). */
export const visibleOptions = (node: QuestionNode, expanded: boolean = node.listOpen): QuestionOption[] =>
  expanded ? node.options : node.options.slice(0, ASSISTANT_VISIBLE_OPTIONS);

export const hasHiddenOptions = (node: QuestionNode): boolean => node.options.length > ASSISTANT_VISIBLE_OPTIONS;

/** The latest place a question was asked: answering or expanding acts on that one. */
const locate = (conversation: Conversation, questionId: number): { entryIndex: number; node: QuestionNode } | undefined => {
  for (let entryIndex = conversation.entries.length - 1; entryIndex >= 0; entryIndex--) {
    const node = conversation.entries[entryIndex]!.list.find((candidate) => candidate.id === questionId);
    if (node !== undefined) return { entryIndex, node };
  }
  return undefined;
};

const replaceNode = (conversation: Conversation, entryIndex: number, node: QuestionNode): ChatEntry[] =>
  conversation.entries.map((entry, index) =>
    index === entryIndex ? { ...entry, list: entry.list.map((candidate) => (candidate.id === node.id ? node : candidate)) } : entry,
  );

/** Shows the options beyond the first five of the question's latest occurrence. */
export const expandOptions = (conversation: Conversation, questionId: number): Conversation => {
  const found = locate(conversation, questionId);
  if (found === undefined || found.node.listOpen) return conversation;
  return { ...conversation, entries: replaceNode(conversation, found.entryIndex, { ...found.node, listOpen: true }) };
};

const resolveOption = (node: QuestionNode, choice: number | string): QuestionOption | undefined => {
  if (typeof choice === 'number') return node.options.find((candidate) => candidate.id === choice);
  const text = choice.trim();
  return node.options.find((candidate) => candidate.text === text || candidate.textEn === text);
};

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

const answerEntry = (node: QuestionNode, chosen: QuestionOption, previous: number, at: string): ChatEntry => {
  const switched = previous !== UNANSWERED;
  const [message, messageEn] =
    node.dataType === 'card'
      ? switched
        ? [`您切换到了${chosen.text}业务`, `you switched to ${lowerFirst(chosen.textEn)} business`]
        : [`您选择了${chosen.text}业务`, `you have chosen ${lowerFirst(chosen.textEn)} business`]
      : [chosen.text, chosen.textEn];
  return { type: 'answer', icon: 'user', name: VISITOR_NAME.zh, message, messageEn, time: formatChatTime(at), at, list: [] };
};

/**
 * Answers a question with an option id, or with the option's text (zh or en) as a visitor might
 * type it. The question's latest occurrence takes the value; an answer entry follows, then the
 * chosen option's branch. Changing an earlier answer appends a new block and keeps the history;
 * choosing the current answer again changes nothing. Returns a new conversation.
 */
export const answer = (conversation: Conversation, questionId: number, choice: number | string, now: string): Conversation => {
  const found = locate(conversation, questionId);
  if (found === undefined)
    throw refuse('That question has not been asked in this conversation', '该问题不在当前对话中', { questionId });
  const { entryIndex, node } = found;
  if (node.type !== 'select') throw refuse('That message takes no answer', '该消息无需回答', { questionId });
  const chosen = resolveOption(node, choice);
  if (chosen === undefined) throw refuse('That is not one of the options', '请选择列表中的选项', { questionId, choice });
  if (node.value === chosen.id) return conversation;
  const entries = replaceNode(conversation, entryIndex, { ...node, value: chosen.id });
  return {
    config: conversation.config,
    entries: [...entries, answerEntry(node, chosen, node.value, now), ...followOn(chosen.nextQuestionId, conversation.config, now)],
  };
};

/** The question now waiting for the visitor (the last entry's select node), if any. */
export const pendingQuestion = (conversation: Conversation): QuestionNode | undefined => {
  const last = conversation.entries.at(-1)?.list.at(-1);
  return last !== undefined && last.type === 'select' && last.value === UNANSWERED ? last : undefined;
};

/** The route of the consultation screen a link node points at, within a portal variant (spec §2 consultation/{type}). */
export const consultationPath = (routePrefix: string, associationId: string, node: QuestionNode): string | undefined =>
  node.link === undefined
    ? undefined
    : `${routePrefix}/${encodeURIComponent(associationId)}/consultation/${node.link.consultationType}`;
