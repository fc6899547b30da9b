import { Messages } from '../constants/messages';
import { ASSISTANT_FAQ } from './faq';
import type { QuestionDefinition, QuestionOption } from './types';

/** Node ids. The conversation opens on START (spec: "open starting at question 1"). */
export const QuestionIds = {
  start: 1,
  honesty: 2,
  counselling: 3,
  help: 4,
  procedure: 5,
  reapplication: 6,
  socialInsurance: 7,
  materials: 8,
  faq: 9,
  enterpriseLink: 20,
  honestyMismatch: 21,
  counsellingAdvice: 31,
  recommendLiquidation: 51,
  recommendReorganisation: 52,
  recommendSettlement: 53,
  socialInsuranceShortfall: 71,
  materialsList: 81,
  personalLink: 82,
} as const;

/** FAQ answer nodes are numbered 100 + the question's id. */
export const faqAnswerId = (faqId: number): number => 100 + faqId;

/** Option ids of the start card. */
export const BusinessOptions = { personal: 1, enterprise: 2 } as const;

const option = (id: number, text: string, textEn: string, nextQuestionId: number | null, icon = ''): QuestionOption => ({
  id,
  text,
  textEn,
  icon,
  nextQuestionId,
});

const select = (
  id: number,
  dataType: 'card' | 'radio' | 'list' | 'listRadio',
  step: QuestionDefinition['step'],
  text: string,
  textEn: string,
  options: QuestionOption[],
): QuestionDefinition => ({ id, text, textEn, type: 'select', dataType, step, nextQuestionId: null, options });

const statement = (
  id: number,
  step: QuestionDefinition['step'],
  text: string,
  textEn: string,
  nextQuestionId: number | null,
): QuestionDefinition => ({ id, text, textEn, type: 'text', dataType: 'text', step, nextQuestionId, options: [] });

const ids = QuestionIds;

const nodes: QuestionDefinition[] = [
  select(ids.start, 'card', 'business', '请选择您要咨询的业务类型', 'Which kind of bankruptcy matter would you like to ask about?', [
    option(BusinessOptions.personal, '个人破产', 'Personal bankruptcy', ids.honesty, 'personal'),
    option(BusinessOptions.enterprise, '企业破产', 'Enterprise bankruptcy', ids.enterpriseLink, 'enterprise'),
  ]),
  {
    id: ids.enterpriseLink,
    text: '企业破产相关事项，请点击下方链接提交困境企业咨询申请，工作人员将尽快与您联系。',
    textEn: 'For enterprise bankruptcy, follow the link below to submit a distress consultation; our staff will contact you shortly.',
    type: 'text',
    dataType: 'link',
    step: 'consultation-link',
    nextQuestionId: null,
    options: [],
    link: { consultationType: 'enterprise', text: '企业困境咨询', textEn: 'Enterprise distress consultation' },
  },
  select(
    ids.honesty,
    'radio',
    'honesty',
    '个人破产制度保护“诚实而不幸”的债务人：申请人须如实申报财产，不得隐匿、转移财产或逃避债务。您能否做到诚实守信？',
    'Personal bankruptcy protects the "honest but unfortunate" debtor: applicants must declare all property truthfully and may not hide or transfer property or evade debts. Can you act in good faith?',
    [
      option(1, '能，我承诺诚实守信', 'Yes, I undertake to act in good faith', ids.counselling),
      option(2, '不能', 'No', ids.honestyMismatch),
    ],
  ),
  statement(ids.honestyMismatch, 'honesty-mismatch', Messages.honestyMismatch.zh, Messages.honestyMismatch.en, null),
  select(
    ids.counselling,
    'radio',
    'counselling',
    '申请前，您是否已接受过债务咨询或破产事务辅导？',
    'Before applying, have you received debt counselling or bankruptcy guidance?',
    [option(1, '是，已接受过', 'Yes, I have', ids.help), option(2, '否，还没有', 'No, not yet', ids.counsellingAdvice)],
  ),
  statement(
    ids.counsellingAdvice,
    'counselling-advice',
    '建议您先通过破产事务管理部门或专业机构接受债务咨询辅导，了解个人破产的条件、程序和法律后果。',
    'We suggest you first get debt counselling from the bankruptcy affairs administration or a professional body, to understand the conditions, procedure and legal consequences of personal bankruptcy.',
    ids.help,
  ),
  select(ids.help, 'list', 'help', '您目前最希望获得哪方面的帮助？', 'What help do you need most right now?', [
    option(1, '债务已无力偿还，希望依法免除剩余债务', 'I cannot repay and hope to have the rest discharged', ids.procedure),
    option(2, '有稳定收入，希望制定分期还款计划', 'I have a steady income and want an instalment plan', ids.procedure),
    option(3, '希望与债权人协商减免或延期', 'I want to negotiate reductions or more time with creditors', ids.procedure),
    option(4, '债权人较多，希望统一清理债务', 'I have many creditors and want to settle everything together', ids.procedure),
    option(5, '正在被强制执行，希望了解如何应对', 'I am subject to enforcement and want to know what to do', ids.procedure),
    option(6, '其他', 'Something else', ids.procedure),
  ]),
  select(
    ids.procedure,
    'listRadio',
    'procedure',
    '个人破产包括破产清算、重整、和解三种程序，您倾向于哪一种？',
    'Personal bankruptcy offers three procedures: liquidation, reorganisation and settlement. Which do you lean towards?',
    [
      option(1, '破产清算', 'Liquidation', ids.recommendLiquidation),
      option(2, '重整', 'Reorganisation', ids.recommendReorganisation),
      option(3, '和解', 'Settlement', ids.recommendSettlement),
    ],
  ),
  statement(
    ids.recommendLiquidation,
    'recommendation',
    '推荐：破产清算。适用于已丧失清偿能力、难以通过重整或和解解决债务的情形。除豁免财产外的财产将变价分配给债权人，经过五年考察期并符合条件的，可以依法免除未清偿债务。',
    'Recommended: liquidation. It suits a debtor who can no longer pay and cannot resolve the debts by reorganisation or settlement. Non-exempt property is sold and shared among creditors; after a five-year observation period, if the conditions are met, the remaining debts can be discharged.',
    ids.reapplication,
  ),
  statement(
    ids.recommendReorganisation,
    'recommendation',
    '推荐：重整。适用于有稳定收入或未来可预期收入的情形。您需要提出重整计划，经债权人会议表决并经人民法院批准后按计划分期清偿，计划执行完毕后可以依法免除未清偿债务。',
    'Recommended: reorganisation. It suits a debtor with a steady or foreseeable income. You propose a plan; once the creditors\' meeting votes and the court approves it, you repay in instalments, and when the plan is carried out the remaining debts can be discharged.',
    ids.reapplication,
  ),
  statement(
    ids.recommendSettlement,
    'recommendation',
    '推荐：和解。适用于能够与全体债权人就清偿方式达成一致的情形。和解协议经人民法院认可后执行，程序相对简便。',
    'Recommended: settlement. It suits a debtor who can agree a way of repayment with all creditors. The agreement is carried out once the court recognises it; the procedure is comparatively simple.',
    ids.reapplication,
  ),
  statement(
    ids.reapplication,
    'reapplication',
    '温馨提示：申请被人民法院裁定不予受理或者驳回后，一年内以同一事实和理由再次申请的，一般不予受理，请在充分准备后再提交申请。',
    'Please note: after the court refuses or dismisses an application, a new one on the same facts and grounds within one year is generally not accepted, so apply once you are fully prepared.',
    ids.socialInsurance,
  ),
  select(
    ids.socialInsurance,
    'radio',
    'social-insurance',
    '申请个人破产需在本地连续缴纳社会保险满36个月。您是否已连续缴纳满36个月？',
    'Applicants must have paid into the local social insurance for 36 continuous months. Have you?',
    [
      option(1, '是，已满36个月', 'Yes, 36 months or more', ids.materials),
      option(2, '否，不满36个月', 'No, fewer than 36 months', ids.socialInsuranceShortfall),
    ],
  ),
  statement(
    ids.socialInsuranceShortfall,
    'social-insurance-shortfall',
    '您暂不符合申请条件：申请人需在本地连续缴纳社会保险满36个月。您可以继续了解以下常见问题。',
    'You do not meet the conditions yet: applicants need 36 continuous months of local social insurance. You can read the common questions below.',
    ids.faq,
  ),
  select(ids.materials, 'radio', 'materials', '您是否已准备好申请材料？', 'Are your application materials ready?', [
    option(1, '已准备好', 'Yes, they are ready', ids.personalLink),
    option(2, '尚未准备', 'Not yet', ids.materialsList),
  ]),
  statement(
    ids.materialsList,
    'materials-list',
    '申请个人破产一般需要准备：破产申请书、身份证明、社会保险缴纳证明、收入和财产状况说明、债权债务清册、诚信承诺书；申请重整或和解的，还需提交重整计划草案或和解协议草案。',
    'An application usually needs: the bankruptcy application, proof of identity, proof of social-insurance contributions, a statement of income and assets, a list of creditors and debts, and a good-faith undertaking; for reorganisation or settlement, also the draft plan or draft agreement.',
    ids.personalLink,
  ),
  {
    id: ids.personalLink,
    text: '您可以点击下方链接在线提交个人破产事务咨询申请，工作人员将尽快与您联系。',
    textEn: 'Follow the link below to submit a personal bankruptcy consultation online; our staff will contact you shortly.',
    type: 'text',
    dataType: 'link',
    step: 'consultation-link',
    nextQuestionId: ids.faq,
    options: [],
    link: { consultationType: 'personal', text: '个人破产咨询', textEn: 'Personal bankruptcy consultation' },
  },
  select(
    ids.faq,
    'list',
    'faq',
    '以下是个人破产常见问题，点击即可查看解答：',
    'Common questions about personal bankruptcy; choose one to see the answer:',
    ASSISTANT_FAQ.map((item) => option(item.id, item.question, item.questionEn, faqAnswerId(item.id))),
  ),
  ...ASSISTANT_FAQ.map((item) => statement(faqAnswerId(item.id), 'faq-answer', item.answer, item.answerEn, null)),
];

/** The scripted question tree of spec §4, keyed by node id. */
export const QUESTION_TREE: Readonly<Record<number, QuestionDefinition>> = Object.fromEntries(nodes.map((node) => [node.id, node]));
