import type { ImMember, ImTreeNode, Page } from '@bk/contracts';

/** Whose address book is asked: an association (its tenant and its channel, the associationId). */
export type ImDirectoryScope = { tenantId: string; channel: string };

/**
 * Where the address book's people come from. Today one source: the association's own member
 * tree (departments and their members). Other organisations (restructuring centres, law firms)
 * join by implementing this port; the matter calls only need a member's staff account (`uid`).
 */
export type ImMemberSource = {
  /** The top of the tree: the organisation units without a parent. */
  rootTree: (scope: ImDirectoryScope) => Promise<ImTreeNode[]>;
  /** What lies directly below a unit: its sub-units, then its members. */
  childrenTree: (scope: ImDirectoryScope, parentId: string) => Promise<ImTreeNode[]>;
  /** Members whose name or mobile contains the keyword (at most `limit`). */
  search: (scope: ImDirectoryScope, keyword: string, limit: number) => Promise<ImMember[]>;
  page: (scope: ImDirectoryScope, request: { pageNum: number; pageSize: number; keyword?: string; deptId?: string }) => Promise<Page<ImMember>>;
  byId: (scope: ImDirectoryScope, memberId: string) => Promise<ImMember | undefined>;
};

export const IM_MEMBER_SOURCE = Symbol('IM_MEMBER_SOURCE');
