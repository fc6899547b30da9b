import { commonMessages, createI18n, type MessageDictionary } from '@bk/web';
import { areaMessages } from './areas/area-messages';
import { newsMessages } from './routes/news/news-messages';
import { announcementMessages } from './routes/announcements/announcement-messages';
import { accountMessages } from './routes/account/account-messages';

const portalMessages = {
  navLabel: { zh: '主导航', en: 'Main navigation' },
  openMenu: { zh: '打开菜单', en: 'Open menu' },
  navHome: { zh: '首页', en: 'Home' },
  navApply: { zh: '庭外重组申请', en: 'Apply for restructuring' },
  navApplyCsj: { zh: '重组咨询申请', en: 'Restructuring consultation' },
  navProgress: { zh: '进度查询', en: 'Track progress' },
  skipToContent: { zh: '跳到主要内容', en: 'Skip to main content' },
  footerNote: { zh: '{title} · 公共服务平台', en: '{title} · Public service platform' },

  heroEyebrow: { zh: '破产事务公共服务', en: 'Bankruptcy affairs public service' },
  heroText: {
    zh: '为陷入经营困境的企业提供庭外重组申请与进度查询服务，材料在线提交，办理全程可查。',
    en: 'Enterprises in financial distress can apply for out-of-court restructuring online and follow every step of the case.',
  },
  heroTextCsj: {
    zh: '重整服务中心为企业提供重组咨询与庭外重组服务，线上受理，专人办理。',
    en: 'The restructuring centre offers consultation and out-of-court restructuring: apply online, a dedicated handler follows up.',
  },
  entryApplyText: {
    zh: '填写企业与联系人信息，提交庭外重组申请，提交后获得案件编号。',
    en: 'Enter the enterprise and a contact, submit the application and receive a case number.',
  },
  entryProgressText: {
    zh: '凭案件编号与联系电话，随时查看申请的办理进度。',
    en: 'Use the case number and the contact phone to see where your application stands.',
  },
  entryGo: { zh: '立即前往', en: 'Go' },

  applyTitle: { zh: '庭外重组申请', en: 'Out-of-court restructuring application' },
  applyTitleCsj: { zh: '重组咨询申请', en: 'Restructuring consultation request' },
  applyIntro: {
    zh: '请如实填写以下信息，带 * 的为必填项。提交后我们将尽快安排专人与您联系。',
    en: 'Please fill in the form truthfully; fields marked * are required. A handler will contact you soon after you submit.',
  },
  enterpriseName: { zh: '企业名称', en: 'Enterprise name' },
  enterpriseNamePlaceholder: { zh: '与营业执照一致', en: 'As on the business licence' },
  creditCode: { zh: '统一社会信用代码', en: 'Unified social credit code' },
  creditCodePlaceholder: { zh: '18 位，如 91350100M000100Y43', en: '18 characters, e.g. 91350100M000100Y43' },
  contactName: { zh: '联系人', en: 'Contact name' },
  contactPhone: { zh: '联系电话', en: 'Contact phone' },
  contactPhonePlaceholder: { zh: '11 位手机号码', en: '11-digit mobile number' },
  description: { zh: '情况说明', en: 'Description' },
  descriptionPlaceholder: {
    zh: '请简要说明企业经营状况、债务情况及重组诉求',
    en: 'Briefly describe the business, its debts and what the restructuring should achieve',
  },
  characterCount: { zh: '{count}/{max}', en: '{count}/{max}' },
  applySubmit: { zh: '提交申请', en: 'Submit application' },
  applyConfirmTitle: { zh: '确认提交', en: 'Confirm submission' },
  applyConfirmText: { zh: '请核对以下信息，提交后不可修改。', en: 'Check the details below; they cannot be changed after submitting.' },
  applyConfirm: { zh: '确认提交', en: 'Submit' },
  applyEdit: { zh: '返回修改', en: 'Edit' },
  applySuccessTitle: { zh: '申请已提交', en: 'Application submitted' },
  applySuccessText: {
    zh: '请妥善保存案件编号，凭案件编号和联系电话可随时查询办理进度。',
    en: 'Keep the case number: with it and the contact phone you can check progress at any time.',
  },
  caseNumber: { zh: '案件编号', en: 'Case number' },
  copyCaseNumber: { zh: '复制案件编号', en: 'Copy the case number' },
  goToProgress: { zh: '查询办理进度', en: 'Check progress' },
  applyAnother: { zh: '再提交一份申请', en: 'Submit another application' },

  progressTitle: { zh: '进度查询', en: 'Track progress' },
  progressIntro: { zh: '输入案件编号与申请时填写的联系电话。', en: 'Enter the case number and the contact phone given in the application.' },
  caseNumberPlaceholder: { zh: '提交申请后获得的编号', en: 'The number you received on submitting' },
  progressSubmit: { zh: '查询', en: 'Search' },
  progressNotFound: {
    zh: '未找到匹配的申请，请核对案件编号和联系电话。',
    en: 'No application matches. Check the case number and the contact phone.',
  },
  progressNotFoundTitle: { zh: '未找到申请', en: 'Not found' },
  currentState: { zh: '当前状态', en: 'Current state' },
  submittedAt: { zh: '提交时间', en: 'Submitted' },
  updatedAt: { zh: '最近更新', en: 'Last update' },
  progressSteps: { zh: '办理环节', en: 'Steps' },
  progressHistory: { zh: '办理记录', en: 'History' },
  progressHistoryEmpty: { zh: '暂无办理记录', en: 'No history yet' },
  unknownState: { zh: '未知状态（{code}）', en: 'Unknown state ({code})' },

  errorPageTitle: { zh: '服务暂时不可用', en: 'Service unavailable' },
  errorPageText: { zh: '页面加载失败，请稍后重试。', en: 'The page could not be loaded. Try again later.' },
} satisfies MessageDictionary;

export const { useT, current: currentT } = createI18n({ ...commonMessages, ...portalMessages, ...announcementMessages, ...newsMessages, ...areaMessages, ...accountMessages });
export type PortalT = ReturnType<typeof useT>;
