/**
 * The assistant's frequently asked questions about personal bankruptcy. The answers follow the
 * Shenzhen Special Economic Zone Personal Bankruptcy Regulations in substance and quote the
 * figures of spec §9; they are orientation for visitors, not legal advice, and say so where the
 * accepting court's practice decides.
 */
export type FaqItem = { id: number; question: string; questionEn: string; answer: string; answerEn: string };

export const ASSISTANT_FAQ: readonly FaqItem[] = [
  {
    id: 1,
    question: '什么是个人破产？',
    questionEn: 'What is personal bankruptcy?',
    answer:
      '个人破产是指自然人因生产经营、生活消费导致丧失清偿债务能力或者资产不足以清偿全部债务时，依法通过破产清算、重整或者和解程序公平清理债务的制度。它旨在救济“诚实而不幸”的债务人，帮助其在依法履行义务后重新开始。',
    answerEn:
      'Personal bankruptcy is the legal procedure by which a natural person who, through business or living expenses, can no longer pay their debts, or whose assets do not cover them, has those debts cleared fairly by liquidation, reorganisation or settlement. It exists to relieve the "honest but unfortunate" debtor and give them a fresh start once they have met their obligations.',
  },
  {
    id: 2,
    question: '哪些人可以申请个人破产？',
    questionEn: 'Who may apply for personal bankruptcy?',
    answer:
      '在本地居住，且参加本地社会保险连续满三年（36个月）的自然人，因生产经营、生活消费导致丧失清偿债务能力或者资产不足以清偿全部债务的，可以依法申请破产清算、重整或者和解。',
    answerEn:
      'A natural person who lives here and has paid into the local social insurance continuously for three years (36 months), and who through business or living expenses cannot pay their debts or whose assets do not cover them, may apply for liquidation, reorganisation or settlement.',
  },
  {
    id: 3,
    question: '债权人可以申请债务人破产吗？',
    questionEn: 'Can creditors put a debtor into bankruptcy?',
    answer:
      '可以。债务人不能清偿到期债务时，单独或者共同对债务人持有五十万元（500,000元）以上到期债权的债权人，可以向人民法院申请对债务人进行破产清算。',
    answerEn:
      'Yes. When the debtor cannot pay debts as they fall due, creditors who alone or together hold due claims of 500,000 yuan or more against the debtor may ask the people\'s court to open liquidation against the debtor.',
  },
  {
    id: 4,
    question: '破产清算、重整与和解有什么区别？',
    questionEn: 'How do liquidation, reorganisation and settlement differ?',
    answer:
      '破产清算是将债务人除豁免财产以外的财产变价后公平分配给债权人，考察期满后依法免除未清偿债务；重整适用于有未来可预期收入的债务人，按照经人民法院批准的重整计划分期清偿债务；和解是债务人与全体债权人就债务清偿达成和解协议，经人民法院认可后执行。',
    answerEn:
      'Liquidation sells the debtor\'s non-exempt assets and divides the proceeds fairly among creditors, and the remaining debts can be discharged after the observation period. Reorganisation suits a debtor with foreseeable income, who repays in instalments under a plan the court approves. Settlement is an agreement between the debtor and all creditors on repayment, carried out once the court recognises it.',
  },
  {
    id: 5,
    question: '申请个人破产需要准备哪些材料？',
    questionEn: 'What materials does an application need?',
    answer:
      '一般包括：破产申请书；身份证明和社会保险缴纳证明；收入、支出及财产状况说明和证明材料；债权债务清册；诚信承诺书。申请重整或者和解的，还应提交重整计划草案或者和解协议草案。具体以受理法院的要求为准。',
    answerEn:
      'Usually: the bankruptcy application; proof of identity and of social-insurance contributions; a statement of income, spending and assets with evidence; a list of creditors and debts; and a good-faith undertaking. For reorganisation or settlement, also the draft plan or draft agreement. The accepting court\'s requirements prevail.',
  },
  {
    id: 6,
    question: '法院受理后，多久内要申报财产？',
    questionEn: 'How soon after acceptance must assets be declared?',
    answer:
      '债务人应当自人民法院受理破产申请的裁定送达之日起十五日内，如实申报本人及其配偶、未成年子女以及其他共同生活的近亲属名下的财产和财产权益。',
    answerEn:
      'Within 15 days of being served the court\'s ruling that accepts the application, the debtor must truthfully declare the property and property rights held by themselves, their spouse, their minor children and other close relatives living with them.',
  },
  {
    id: 7,
    question: '破产期间有哪些行为限制？',
    questionEn: 'What restrictions apply during bankruptcy?',
    answer:
      '自人民法院受理破产申请之日起至依法免除未清偿债务之日止，债务人不得进行高消费和非生活、工作必需的消费，不得担任上市公司、金融机构等企业的董事、监事和高级管理人员；向他人借款一千元（1,000元）以上或者申请等额信用额度时，应当向出借人或者授信人声明本人破产状况。',
    answerEn:
      'From acceptance until the remaining debts are discharged, the debtor may not spend on luxuries or anything beyond the needs of living and work, and may not serve as a director, supervisor or senior manager of listed companies, financial institutions and similar enterprises. When borrowing 1,000 yuan or more, or applying for credit of that amount, they must tell the lender of their bankruptcy.',
  },
  {
    id: 8,
    question: '大额财产交易需要报告吗？',
    questionEn: 'Must large transactions be reported?',
    answer:
      '需要。行为限制期间，债务人进行单笔五万元（50,000元）以上的财产交易，应当事先向管理人报告并如实说明交易原因和对价。未经报告擅自处分财产、损害债权人利益的，可能导致不予免除债务。',
    answerEn:
      'Yes. During the restriction period the debtor must report any single property transaction of 50,000 yuan or more to the administrator in advance and explain its reason and price truthfully. Disposing of property without reporting, to the creditors\' detriment, can cost the debtor the discharge.',
  },
  {
    id: 9,
    question: '什么是考察期？考察期内需要做什么？',
    questionEn: 'What is the observation period, and what happens in it?',
    answer:
      '破产清算中，人民法院宣告债务人破产后设定考察期，考察期一般为五年。考察期内，债务人应当继续遵守行为限制，并每年向破产事务管理部门申报个人收入、支出和财产状况，相关信息依法公开。考察期满且符合条件的，人民法院裁定免除其未清偿债务。',
    answerEn:
      'In liquidation, once the court declares the debtor bankrupt an observation period begins, normally five years. During it the debtor keeps to the restrictions and every year declares income, spending and assets to the bankruptcy affairs administration, which are disclosed as the law requires. When it ends and the conditions are met, the court discharges the remaining debts.',
  },
  {
    id: 10,
    question: '哪些财产可以豁免，不用于清偿债务？',
    questionEn: 'Which property is exempt from paying debts?',
    answer:
      '为保障债务人及其所扶养人的基本生活，生活、学习、医疗的必需品和合理费用，因人身伤害获得的赔偿金和保险金，从事职业所必需的工具等，可以列为豁免财产，但价值较大的除外。豁免财产的范围由债权人会议表决，并经人民法院裁定。',
    answerEn:
      'To protect the basic living of the debtor and their dependants, necessities and reasonable costs of living, study and medical care, compensation and insurance paid for personal injury, and tools needed for work may be exempt, unless of considerable value. The creditors\' meeting votes on the exempt property and the court rules on it.',
  },
  {
    id: 11,
    question: '哪些债务不能免除？',
    questionEn: 'Which debts cannot be discharged?',
    answer:
      '因故意或者重大过失侵犯他人生命权、身体权、健康权产生的损害赔偿金，基本生活所需的抚养费、赡养费和扶养费，依法应当缴纳但未缴纳的税款，恶意侵权产生的财产损害赔偿金，以及债务人违反行为限制而产生的债务等，不得免除。',
    answerEn:
      'Damages for intentionally or grossly negligently harming another\'s life, body or health; maintenance and support needed for basic living; taxes due but unpaid; damages for malicious torts against property; and debts arising from breaking the restrictions, among others, cannot be discharged.',
  },
  {
    id: 12,
    question: '免除债务后还能再次申请破产吗？',
    questionEn: 'Can someone apply again after a discharge?',
    answer: '可以再次申请，但自人民法院裁定免除债务人未清偿债务之日起八年内，债务人不得再次获得债务免除。',
    answerEn: 'They may apply again, but for 8 years from the court\'s ruling that discharged their debts they cannot obtain another discharge.',
  },
  {
    id: 13,
    question: '申请被驳回后，多久可以再次申请？',
    questionEn: 'How soon can one apply again after a dismissal?',
    answer:
      '申请被人民法院裁定不予受理或者驳回后，一年内以同一事实和理由再次申请的，一般不予受理。建议在补充完善材料或者情况发生变化后再提出申请。',
    answerEn:
      'After the court refuses or dismisses an application, a new one on the same facts and grounds within one year is generally not accepted. Apply again once the materials are complete or circumstances have changed.',
  },
  {
    id: 14,
    question: '隐匿、转移财产会有什么后果？',
    questionEn: 'What happens if property is hidden or transferred?',
    answer:
      '个人破产以诚实守信为前提。债务人隐匿、转移、毁损财产，虚构债务，或者不如实申报财产的，人民法院可以驳回申请、终结程序或者不予免除债务；构成犯罪的，依法追究刑事责任。',
    answerEn:
      'Personal bankruptcy presumes good faith. If the debtor hides, transfers or destroys property, invents debts or does not declare assets truthfully, the court may dismiss the application, end the proceedings or refuse the discharge; where this is a crime, criminal liability follows.',
  },
];
