import { Messages } from '../constants/messages';
import { DomainError } from '../shared/errors';
import {
  answer,
  consultationPath,
  expandOptions,
  hasHiddenOptions,
  pendingQuestion,
  startConversation,
  visibleOptions,
} from './engine';
import { ASSISTANT_FAQ } from './faq';
import { BusinessOptions, QUESTION_TREE, QuestionIds } from './question-tree';
import { UNANSWERED, type AssistantConfig, type Conversation, type QuestionStep } from './types';

const config: AssistantConfig = { gpShow: true, aiName: '小破' };
const t0 = '2024-05-01T06:03:00Z';
const t1 = '2024-05-01T06:04:00Z';

type Choice = { questionId: number; optionId: number };
type Path = { choices: Choice[]; nodeIds: number[] };

/** Every path through the tree, walked from the data alone (not through the engine). */
const enumeratePaths = (gpShow: boolean): Path[] => {
  const walk = (id: number | null, prefix: Path): Path[] => {
    if (id === null) return [prefix];
    const node = QUESTION_TREE[id]!;
    const here = { ...prefix, nodeIds: [...prefix.nodeIds, id] };
    if (node.type === 'text') return walk(node.nextQuestionId, here);
    const options = node.options.filter((option) => gpShow || id !== QuestionIds.start || option.id !== BusinessOptions.personal);
    return options.flatMap((option) =>
      walk(option.nextQuestionId, { ...here, choices: [...here.choices, { questionId: id, optionId: option.id }] }),
    );
  };
  return walk(QuestionIds.start, { choices: [], nodeIds: [] });
};

/** Spec §4 order of the personal sequence (statements rank with the question they follow). */
const RANK: Record<QuestionStep, number> = {
  business: 0,
  honesty: 1,
  'honesty-mismatch': 2,
  counselling: 3,
  'counselling-advice': 4,
  help: 5,
  procedure: 6,
  recommendation: 7,
  reapplication: 8,
  'social-insurance': 9,
  'social-insurance-shortfall': 10,
  materials: 11,
  'materials-list': 12,
  'consultation-link': 13,
  faq: 14,
  'faq-answer': 15,
};

/** Plays a path through the engine, noting any step where it was not waiting on the path's question. */
const play = (path: Path, settings: AssistantConfig = config, problems: string[] = []): Conversation =>
  path.choices.reduce((conversation, { questionId, optionId }) => {
    const pending = pendingQuestion(conversation)?.id;
    if (pending !== questionId) problems.push(`expected to wait on ${questionId}, waited on ${pending}`);
    return answer(conversation, questionId, optionId, t1);
  }, startConversation(settings, t0));

const problemNodes = (conversation: Conversation) => conversation.entries.flatMap((entry) => entry.list);

describe('assistant: every path through the tree', () => {
  const paths = enumeratePaths(true);

  it('has the expected number of paths (enterprise, honesty mismatch, and every personal combination)', () => {
    const personal = 2 /* counselling */ * 6 /* help */ * 3 /* procedure */ * (2 * 14 + 14); /* insurance → materials → FAQ */
    expect(paths).toHaveLength(1 + 1 + personal);
  });

  it('the engine plays each path: waits on each question in turn, appends exactly the tree\'s nodes, ends on a statement', () => {
    const problems: string[] = [];
    for (const path of paths) {
      const where = path.choices.map(({ questionId, optionId }) => `${questionId}:${optionId}`).join(' ');
      const conversation = play(path, config, problems);
      const nodes = problemNodes(conversation);
      const ids = nodes.map((node) => node.id).join(',');
      if (ids !== path.nodeIds.join(',')) problems.push(`${where}: appended ${ids}, tree says ${path.nodeIds.join(',')}`);
      const answers = conversation.entries.filter((entry) => entry.type === 'answer').length;
      if (answers !== path.choices.length) problems.push(`${where}: ${answers} answer entries`);
      if (pendingQuestion(conversation) !== undefined) problems.push(`${where}: still waiting`);
      const last = nodes.at(-1)!;
      if (last.type !== 'text' || last.nextQuestionId !== null) problems.push(`${where}: ends on node ${last.id}`);
      for (const { questionId, optionId } of path.choices)
        if (nodes.find((node) => node.id === questionId)?.value !== optionId) problems.push(`${where}: ${questionId} lost its value`);
      const ranks = nodes.map((node) => RANK[node.step]);
      if (ranks.some((rank, i) => i > 0 && rank < ranks[i - 1]!)) problems.push(`${where}: steps out of the spec's order`);
    }
    expect(problems).toEqual([]);
  });

  it('personal paths go honesty → counselling → help → procedure → recommendation → caution → 36 months → (materials) → FAQ', () => {
    const personal = paths.filter((path) => path.choices[0]!.optionId === BusinessOptions.personal && path.choices[1]!.optionId === 1);
    expect(personal.length).toBeGreaterThan(0);
    const required: QuestionStep[] = ['honesty', 'counselling', 'help', 'procedure', 'recommendation', 'reapplication', 'social-insurance', 'faq', 'faq-answer'];
    const problems = personal.flatMap((path) => {
      const steps = new Set(path.nodeIds.map((id) => QUESTION_TREE[id]!.step));
      const insured = path.choices.find((choice) => choice.questionId === QuestionIds.socialInsurance)!.optionId === 1;
      return [
        ...required.filter((step) => !steps.has(step)).map((step) => `${path.nodeIds.join(',')}: no ${step}`),
        ...(steps.has('materials') === insured && steps.has('consultation-link') === insured ? [] : [`${path.nodeIds.join(',')}: materials/link`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('the honesty mismatch ends the conversation with the spec\'s message', () => {
    const path = paths.find((candidate) => candidate.choices[1]?.optionId === 2 && candidate.choices[1].questionId === QuestionIds.honesty)!;
    const last = play(path).entries.at(-1)!;
    expect(last).toMatchObject({ message: '个人破产需要诚实守信，您不符合申请条件', messageEn: Messages.honestyMismatch.en, type: 'problem' });
  });

  it('enterprise ends on the consultation link', () => {
    const path = paths.find((candidate) => candidate.choices[0]!.optionId === BusinessOptions.enterprise)!;
    const last = problemNodes(play(path)).at(-1)!;
    expect(last.link?.consultationType).toBe('enterprise');
    expect(consultationPath('/portal-csj', 'asso-1', last)).toBe('/portal-csj/asso-1/consultation/enterprise');
  });

  it('every node of the tree lies on some path', () => {
    const reached = new Set(paths.flatMap((path) => path.nodeIds));
    expect([...reached].sort((a, b) => a - b)).toEqual(Object.keys(QUESTION_TREE).map(Number).sort((a, b) => a - b));
  });

  it('with gpShow false only the enterprise path exists', () => {
    const [only, ...rest] = enumeratePaths(false);
    expect(rest).toEqual([]);
    const conversation = play(only!, { ...config, gpShow: false });
    expect(conversation.entries[1]!.list[0]!.options.map((option) => option.id)).toEqual([BusinessOptions.enterprise]);
    expect(() => answer(startConversation({ ...config, gpShow: false }, t0), QuestionIds.start, BusinessOptions.personal, t1)).toThrow(DomainError);
  });
});

describe('assistant: conversation rules', () => {
  const start = startConversation(config, t0);

  it('opens with a greeting and question 1 unanswered, times as month-day hour:minute', () => {
    expect(start.entries).toHaveLength(2);
    expect(start.entries[0]).toMatchObject({ type: 'problem', icon: 'assistant', name: '小破', message: '您好，我是小破，很高兴为您服务。', time: '05-01 14:03' });
    expect(start.entries[1]!.list[0]).toMatchObject({ id: 1, dataType: 'card', value: UNANSWERED, listOpen: false });
  });

  it('a card choice says "您选择了X业务", and a change "您切换到了X业务", as a new block', () => {
    const chosen = answer(start, QuestionIds.start, BusinessOptions.personal, t1);
    expect(chosen.entries[2]).toMatchObject({
      type: 'answer',
      icon: 'user',
      message: '您选择了个人破产业务',
      messageEn: 'you have chosen personal bankruptcy business',
      time: '05-01 14:04',
    });
    const switched = answer(chosen, QuestionIds.start, BusinessOptions.enterprise, t1);
    expect(switched.entries.slice(0, chosen.entries.length - 1)).toEqual(
      chosen.entries.slice(0, chosen.entries.length - 1).map((entry, index) =>
        index === 1 ? { ...entry, list: [{ ...entry.list[0], value: BusinessOptions.enterprise }] } : entry,
      ),
    );
    expect(switched.entries.slice(chosen.entries.length)).toMatchObject([
      { type: 'answer', message: '您切换到了企业破产业务', messageEn: 'you switched to enterprise bankruptcy business' },
      { type: 'problem', list: [{ id: QuestionIds.enterpriseLink }] },
    ]);
  });

  it('changing an earlier radio answer appends a new answer block and keeps the history', () => {
    let conversation = answer(start, QuestionIds.start, BusinessOptions.personal, t1);
    conversation = answer(conversation, QuestionIds.honesty, 1, t1);
    conversation = answer(conversation, QuestionIds.counselling, 1, t1);
    const before = conversation.entries.length;
    const changed = answer(conversation, QuestionIds.honesty, 2, t1);
    expect(changed.entries.slice(before).map((entry) => [entry.type, entry.message])).toEqual([
      ['answer', '不能'],
      ['problem', Messages.honestyMismatch.zh],
    ]);
    expect(problemNodes(changed).filter((node) => node.id === QuestionIds.counselling)).toHaveLength(1);
  });

  it('a statement brings its follow-on question with it', () => {
    let conversation = answer(start, QuestionIds.start, BusinessOptions.personal, t1);
    conversation = answer(conversation, QuestionIds.honesty, 1, t1);
    const advised = answer(conversation, QuestionIds.counselling, 2, t1);
    expect(advised.entries.slice(conversation.entries.length).map((entry) => entry.list[0]?.id ?? entry.message)).toEqual([
      '否，还没有',
      QuestionIds.counsellingAdvice,
      QuestionIds.help,
    ]);
  });

  it('answers by option text (zh or en) as well as by id; choosing the current answer again changes nothing', () => {
    const byText = answer(start, QuestionIds.start, ' 企业破产 ', t1);
    expect(byText).toEqual(answer(start, QuestionIds.start, 'Enterprise bankruptcy', t1));
    expect(byText).toEqual(answer(start, QuestionIds.start, BusinessOptions.enterprise, t1));
    expect(answer(byText, QuestionIds.start, BusinessOptions.enterprise, t1)).toBe(byText);
  });

  it('refuses unknown questions, statements and options without touching the conversation', () => {
    const frozen = JSON.parse(JSON.stringify(start)) as Conversation;
    expect(() => answer(frozen, QuestionIds.faq, 1, t1)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', details: { questionId: 9 } }));
    const enterprise = answer(start, QuestionIds.start, BusinessOptions.enterprise, t1);
    expect(() => answer(enterprise, QuestionIds.enterpriseLink, 1, t1)).toThrow(DomainError);
    expect(() => answer(start, QuestionIds.start, 3, t1)).toThrow(DomainError);
    expect(() => answer(start, QuestionIds.start, '不知道', t1)).toThrow(DomainError);
    expect(frozen).toEqual(start);
  });

  it('never mutates the conversation it is given, and stays plain data for saving', () => {
    const deepFreeze = <T>(value: T): T => {
      if (value && typeof value === 'object') {
        Object.freeze(value);
        Object.values(value).forEach(deepFreeze);
      }
      return value;
    };
    const frozen = deepFreeze(answer(start, QuestionIds.start, BusinessOptions.personal, t1));
    const next = expandOptions(answer(frozen, QuestionIds.start, BusinessOptions.enterprise, t1), QuestionIds.start);
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
  });

  it('shows the first five options, then all once expanded', () => {
    const faq = { ...QUESTION_TREE[QuestionIds.faq]!, value: UNANSWERED, listOpen: false };
    expect(faq.options).toHaveLength(14);
    expect(hasHiddenOptions(faq)).toBe(true);
    expect(visibleOptions(faq, false).map((option) => option.id)).toEqual([1, 2, 3, 4, 5]);
    expect(visibleOptions(faq, true)).toHaveLength(14);
    const procedure = { ...QUESTION_TREE[QuestionIds.procedure]!, value: UNANSWERED, listOpen: false };
    expect(hasHiddenOptions(procedure)).toBe(false);
    expect(visibleOptions(procedure, false)).toHaveLength(3);

    let conversation = answer(start, QuestionIds.start, BusinessOptions.personal, t1);
    conversation = answer(conversation, QuestionIds.honesty, 1, t1);
    conversation = answer(conversation, QuestionIds.counselling, 1, t1);
    const help = pendingQuestion(conversation)!;
    expect(visibleOptions(help)).toHaveLength(5);
    const expanded = expandOptions(conversation, QuestionIds.help);
    expect(visibleOptions(pendingQuestion(expanded)!)).toHaveLength(6);
    expect(expandOptions(expanded, QuestionIds.help)).toBe(expanded);
  });
});

describe('assistant: FAQ', () => {
  it('has fourteen questions, each with an answer node', () => {
    expect(ASSISTANT_FAQ).toHaveLength(14);
    expect(new Set(ASSISTANT_FAQ.map((item) => item.id)).size).toBe(14);
  });

  it.each([
    ['36 months', '36个月', '36 months'],
    ['500,000 creditor threshold', '500,000元', '500,000 yuan'],
    ['15 days to declare', '十五日', '15 days'],
    ['5 years of disclosure', '五年', 'five years'],
    ['8 years bar', '八年', '8 years'],
    ['1,000 borrowing disclosure', '1,000元', '1,000 yuan'],
    ['50,000 large transactions', '50,000元', '50,000 yuan'],
  ])('quotes the %s in both languages', (_, zh, en) => {
    expect(ASSISTANT_FAQ.some((item) => item.answer.includes(zh))).toBe(true);
    expect(ASSISTANT_FAQ.some((item) => item.answerEn.includes(en))).toBe(true);
  });
});
