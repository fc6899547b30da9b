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
  /** Edit the organisation structure (departments, jobs, members); the spec names only the view key. */
  organisationEdit: 'org:edit',
  /** The roster (名录) of administrators and institutions; the spec names no key for it. */
  rosterView: 'roster:view',
  /** Edit the roster, import it from Excel and download the import's error file. */
  rosterEdit: 'roster:edit',

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


/** What each key lets its holder do, for the screens that grant keys (authorityManagement). */
export const permissionKeyLabels: Record<PermissionKey, { zh: string; en: string }> = {
  'user:list': { zh: '用户列表查询', en: 'List users' },
  'user:account': { zh: '账号管理', en: 'Manage accounts' },
  'authority:manage': { zh: '权限管理（授予权限与角色）', en: 'Grant keys and roles' },
  'config:basic': { zh: '基础配置', en: 'Basic configuration' },
  'content:single': { zh: '单页内容管理', en: 'Single pages' },
  'news:view': { zh: '新闻资讯查看', en: 'View news' },
  'news:edit': { zh: '新闻资讯编辑', en: 'Edit news' },
  'news:publish': { zh: '新闻资讯发布', en: 'Publish news' },
  'knowledge:view': { zh: '知识管理查看', en: 'View knowledge' },
  'knowledge:edit': { zh: '知识管理编辑', en: 'Edit knowledge' },
  'knowledge:publish': { zh: '知识管理发布', en: 'Publish knowledge' },
  'laws:view': { zh: '法律法规查看', en: 'View laws' },
  'laws:edit': { zh: '法律法规编辑', en: 'Edit laws' },
  'laws:publish': { zh: '法律法规发布', en: 'Publish laws' },
  'policy:view': { zh: '政策文件查看', en: 'View policy files' },
  'policy:edit': { zh: '政策文件编辑', en: 'Edit policy files' },
  'policy:publish': { zh: '政策文件发布', en: 'Publish policy files' },
  'links:manage': { zh: '友情链接', en: 'Friendly links' },
  'iconLinks:manage': { zh: '图标链接', en: 'Icon links' },
  'member:query': { zh: '会员单位查询', en: 'Member units' },
  'investor:query': { zh: '投资人库查询', en: 'Investor pool' },
  'org:view': { zh: '组织架构查看', en: 'Organisation structure' },
  'org:edit': { zh: '组织架构维护', en: 'Edit the organisation structure' },
  'roster:view': { zh: '名录查看', en: 'View the roster' },
  'roster:edit': { zh: '名录维护与导入', en: 'Edit and import the roster' },
  'distress:query': { zh: '困境咨询查询', en: 'Distress consultations' },
  'distress:allocate': { zh: '困境咨询分配', en: 'Allocate consultations' },
  'distress:handle': { zh: '困境咨询办理', en: 'Handle consultations' },
  'distress:progress': { zh: '困境咨询进度查询', en: 'Consultation progress' },
  'courtReform:allocate': { zh: '庭外重组申请分配', en: 'Allocate applications' },
  'courtReform:handle': { zh: '庭外重组申请办理', en: 'Handle applications' },
  'courtReform:situation': { zh: '出具说明', en: 'Issue statements' },
  'courtReform:announcement': { zh: '庭外重组公告', en: 'Restructuring announcements' },
  'courtReform:query': { zh: '庭外重组进度查询', en: 'Application progress' },
  'csj:apply': { zh: '提交重组咨询申请', en: 'File restructuring applications' },
  'csj:taskAllocate:list': { zh: '任务分配列表', en: 'Task allocation list' },
  'csj:taskAllocate:action': { zh: '任务分配操作', en: 'Allocate tasks' },
  'csj:taskHandle:list': { zh: '任务办理列表', en: 'Task handling list' },
  'csj:taskHandle:action': { zh: '任务办理操作', en: 'Handle tasks' },
  'csj:taskAccept:list': { zh: '任务受理列表', en: 'Task acceptance list' },
  'csj:taskAccept:action': { zh: '任务受理操作', en: 'Accept tasks' },
  'csj:notice': { zh: '庭外公告（重组中心）', en: 'Centre notices' },
  'csj:org:all': { zh: '全部机构', en: 'All organisations' },
  'csj:org:add': { zh: '新增机构', en: 'Add organisations' },
  'audit:replay': { zh: '审计回放', en: 'Audit replay' },
};
