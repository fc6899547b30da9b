/**
 * Permission keys (rightKeys) grouped as spec §6 lists them. Every staff endpoint names the key
 * it needs; menus hide entries whose key the user lacks.
 */
export const PermissionKeys = {
  userList: 'user:list',
  accountManage: 'user:account',
  authorityManage: 'authority:manage',
  /** The basicConfig screen: the association's own settings, such as its case deadlines. */
  basicConfig: 'config:basic',

  singlePageContent: 'content:single',
  newsView: 'news:view',
  newsEdit: 'news:edit',
  newsPublish: 'news:publish',
  knowledgeView: 'knowledge:view',
  knowledgeEdit: 'knowledge:edit',
  knowledgePublish: 'knowledge:publish',
  lawsView: 'laws:view',
  lawsEdit: 'laws:edit',
  lawsPublish: 'laws:publish',
  policyView: 'policy:view',
  policyEdit: 'policy:edit',
  policyPublish: 'policy:publish',
  friendlyLinks: 'links:manage',
  iconLinks: 'iconLinks:manage',

  memberUnitsQuery: 'member:query',
  investorPoolQuery: 'investor:query',
  organisationView: 'org:view',

  distressQuery: 'distress:query',
  distressAllocate: 'distress:allocate',
  distressHandle: 'distress:handle',
  distressProgress: 'distress:progress',

  courtReformAllocate: 'courtReform:allocate',
  courtReformHandle: 'courtReform:handle',
  courtReformSituation: 'courtReform:situation',
  courtReformAnnouncement: 'courtReform:announcement',
  courtReformQuery: 'courtReform:query',

  /** File a restructuring application (the three-step form): a centre's applicants, not its staff by default. */
  csjApply: 'csj:apply',
  csjTaskAllocateList: 'csj:taskAllocate:list',
  csjTaskAllocate: 'csj:taskAllocate:action',
  csjTaskHandleList: 'csj:taskHandle:list',
  csjTaskHandle: 'csj:taskHandle:action',
  csjTaskAcceptList: 'csj:taskAccept:list',
  csjTaskAccept: 'csj:taskAccept:action',
  csjOutsideCourtNotices: 'csj:notice',
  csjAllOrganisations: 'csj:org:all',
  csjAddOrganisation: 'csj:org:add',

  auditReplay: 'audit:replay',
} as const;

export type PermissionKey = (typeof PermissionKeys)[keyof typeof PermissionKeys];

export const allPermissionKeys: readonly PermissionKey[] = Object.values(PermissionKeys);

export const hasPermission = (rightKeys: readonly string[], key: PermissionKey): boolean =>
  rightKeys.includes(key);

/** Keys that make someone restructuring-centre staff, who may look at any task of the association. */
export const restructuringTaskStaffKeys: readonly PermissionKey[] = [
  PermissionKeys.csjTaskAllocateList,
  PermissionKeys.csjTaskAcceptList,
  PermissionKeys.csjTaskHandleList,
  PermissionKeys.csjOutsideCourtNotices,
];

export const isRestructuringTaskStaff = (rightKeys: readonly string[]): boolean =>
  restructuringTaskStaffKeys.some((key) => hasPermission(rightKeys, key));

/** Keys of the queues that carry to-do counts: holding none, a user has no counts to see. */
export const todoQueueKeys = [
  PermissionKeys.courtReformAllocate,
  PermissionKeys.courtReformHandle,
  PermissionKeys.courtReformSituation,
  PermissionKeys.csjTaskAllocateList,
  PermissionKeys.csjTaskAcceptList,
  PermissionKeys.csjTaskHandleList,
] as const satisfies readonly PermissionKey[];
