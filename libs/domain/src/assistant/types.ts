/** Spec §3 "Question node" and "Chat entry", with English text alongside the zh-CN. */
export type QuestionType = 'select' | 'text';
export type QuestionDataType = 'card' | 'radio' | 'list' | 'listRadio' | 'text' | 'link';

/** Where a node sits in the spec's §4 question flow; tests hold every path to the spec's order. */
export type QuestionStep =
  | 'business'
  | 'honesty'
  | 'honesty-mismatch'
  | 'counselling'
  | 'counselling-advice'
  | 'help'
  | 'procedure'
  | 'recommendation'
  | 'reapplication'
  | 'social-insurance'
  | 'social-insurance-shortfall'
  | 'materials'
  | 'materials-list'
  | 'consultation-link'
  | 'faq'
  | 'faq-answer';

export type QuestionOption = {
  id: number;
  text: string;
  textEn: string;
  /** Icon key for card options ('personal', 'enterprise'); empty for the other kinds. */
  icon: string;
  nextQuestionId: number | null;
};

export type ConsultationType = 'personal' | 'enterprise';

/** A link node points at the distress-consultation application screen, consultation/{type}. */
export type ConsultationLink = { consultationType: ConsultationType; text: string; textEn: string };

/** Spec: value is -1 while unanswered, then the chosen option's id. */
export const UNANSWERED = -1;

export type QuestionNode = {
  id: number;
  text: string;
  textEn: string;
  /** select nodes wait for a choice; text nodes are statements followed at once by nextQuestionId. */
  type: QuestionType;
  dataType: QuestionDataType;
  step: QuestionStep;
  nextQuestionId: number | null;
  value: number;
  options: QuestionOption[];
  /** Whether the options beyond the first five are shown. */
  listOpen: boolean;
  link?: ConsultationLink;
};

/** A node as written in the tree, before it is placed in a conversation. */
export type QuestionDefinition = Omit<QuestionNode, 'value' | 'listOpen'>;

export type ChatEntry = {
  type: 'problem' | 'answer';
  icon: 'assistant' | 'user';
  name: string;
  message: string;
  messageEn: string;
  /** Month-day hour:minute, formatted from `at`. */
  time: string;
  /** The instant passed in, kept so a restored conversation can be re-rendered. */
  at: string;
  list: QuestionNode[];
};

/** Channel configuration the assistant reads (spec §3 Channel config). */
export type AssistantConfig = { gpShow: boolean; aiName: string };

export type Conversation = { config: AssistantConfig; entries: ChatEntry[] };
