import { QuestionIds } from './question-tree';
import { UNANSWERED, type ConsultationType, type Conversation, type QuestionNode, type QuestionStep } from './types';


/**
 * The consultation form's fields the assistant can fill. The visitor's identity (name, citizen id,
 * credit code, phone) is never asked in the chat, so the answers go to the free-text description
 * the handler reads, one "question: answer" line per step.
 */
export type ConsultationPrefill = { description: string };

/** `type` is the form route's {type} segment (spec §2 consultation/{type}): personal or enterprise. */
export type ConsultationHandOff = { type: ConsultationType; prefill: ConsultationPrefill };

/** The short heading each answered step carries in the description (zh-CN: the form is filed in Chinese). */
const STEP_HEADINGS: Partial<Record<QuestionStep, string>> = {
  business: '咨询业务',
  honesty: '诚信承诺',
  counselling: '债务咨询辅导',
  help: '希望获得的帮助',
  procedure: '倾向的程序',
  'social-insurance': '社保连续缴纳36个月',
  materials: '申请材料',
};

const DESCRIPTION_INTRO = '（以下内容由智能助手根据问答整理）';

/** Each question's current answer: its latest occurrence wins, as a changed answer replaces the earlier one. */
const currentAnswers = (conversation: Conversation): QuestionNode[] => {
  const latest = new Map<number, QuestionNode>();
  for (const entry of conversation.entries)
    for (const node of entry.list) if (node.type === 'select' && node.value !== UNANSWERED) latest.set(node.id, node);
  return [...latest.values()];
};

/**
 * What the assistant's end link hands to the consultation form: the form's type and its fields.
 * Undefined for a node that is not a consultation link. Only the questions of the tree's
 * application path count (not the FAQ), in the order they were asked.
 */
export const consultationHandOff = (conversation: Conversation, linkNode: QuestionNode): ConsultationHandOff | undefined => {
  if (linkNode.link === undefined) return undefined;
  const lines = currentAnswers(conversation).flatMap((node) => {
    const heading = STEP_HEADINGS[node.step];
    const chosen = node.options.find((candidate) => candidate.id === node.value);
    return heading === undefined || chosen === undefined || node.id === QuestionIds.faq ? [] : [`${heading}：${chosen.text}`];
  });
  return {
    type: linkNode.link.consultationType,
    prefill: { description: [DESCRIPTION_INTRO, ...lines].join('\n') },
  };
};

/** The consultation form's URL within a portal variant, carrying the prefill as URL-encoded JSON. */
export const consultationHref = (routePrefix: string, associationId: string, handOff: ConsultationHandOff): string =>
  `${routePrefix}/${encodeURIComponent(associationId)}/consultation/${handOff.type}?prefill=${encodeURIComponent(JSON.stringify(handOff.prefill))}`;
