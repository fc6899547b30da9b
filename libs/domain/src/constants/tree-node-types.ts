import type { CodeDictionary, CodeOf } from './code-dictionary';

/** Node types of the organisation tree (spec §3). */
export const TreeNodeTypes = {
  organ: { code: 1, zh: '机构', en: 'Organisation' },
  department: { code: 2, zh: '部门', en: 'Department' },
  member: { code: 3, zh: '成员', en: 'Member' },
} as const satisfies CodeDictionary;

export type TreeNodeTypeCode = CodeOf<typeof TreeNodeTypes>;
