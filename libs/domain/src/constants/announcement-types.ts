import type { CodeDictionary, CodeOf } from './code-dictionary';

/** Case announcement types (spec §3). */
export const AnnouncementTypes = {
  enterpriseBankruptcyAcceptance: { code: 1, zh: '企业破产受理及债权申报', en: 'Enterprise bankruptcy acceptance and claims' },
  personalBankruptcyAcceptance: { code: 2, zh: '个人破产受理', en: 'Personal bankruptcy acceptance' },
  administratorSelection: { code: 3, zh: '管理人选任', en: 'Administrator selection' },
  auditAppraisalSelection: { code: 4, zh: '审计评估机构选任', en: 'Audit/appraisal institution selection' },
  investorRecruitment: { code: 5, zh: '投资人招募', en: 'Investor recruitment' },
  assetAuction: { code: 6, zh: '资产拍卖', en: 'Asset auction' },
} as const satisfies CodeDictionary;

export type AnnouncementTypeCode = CodeOf<typeof AnnouncementTypes>;
