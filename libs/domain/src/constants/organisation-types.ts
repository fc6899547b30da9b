import type { CodeDictionary, CodeOf } from './code-dictionary';

/** Organisation types (spec §3). */
export const OrganisationTypes = {
  manager: { code: 1, zh: '管理人', en: 'Manager' },
  assess: { code: 2, zh: '评估机构', en: 'Assessment institution' },
  investor: { code: 3, zh: '投资人', en: 'Investor' },
  overseas: { code: 4, zh: '境外机构', en: 'Overseas institution' },
} as const satisfies CodeDictionary;

export type OrganisationTypeCode = CodeOf<typeof OrganisationTypes>;
