import { validateMobilePhone, validateUnifiedSocialCreditCode } from '@bk/domain';
import type { Language } from './language-store';

/**
 * The contracts' zod schemas and the server speak zh-CN. This maps the messages they use to
 * English; anything unmapped is shown as sent. Where libs/domain already carries the English
 * text we take it from there.
 */
const fromDomain = (result: ReturnType<typeof validateMobilePhone>): [string, string][] =>
  result.ok ? [] : [[result.message.zh, result.message.en]];

const english = new Map<string, string>([
  ...fromDomain(validateMobilePhone('')),
  ...fromDomain(validateUnifiedSocialCreditCode('')),
  ['请输入账号', 'Enter your account'],
  ['请输入密码', 'Enter your password'],
  ['请填写企业名称', 'Enter the enterprise name'],
  ['企业名称不能超过100个字', 'The enterprise name must be at most 100 characters'],
  ['请填写联系人', 'Enter the contact name'],
  ['联系人不能超过30个字', 'The contact name must be at most 30 characters'],
  ['请填写情况说明', 'Describe the situation'],
  ['情况说明不能超过2000个字', 'The description must be at most 2000 characters'],
  ['请输入案件编号', 'Enter the case number'],
  ['请选择承办人', 'Choose a handler'],
  ['案件编号无效', 'Invalid case reference'],
  ['案件状态无效', 'Unknown case state'],
  ['请填写办理进展', 'Describe the progress'],
  ['办理进展不能超过2000个字', 'The progress note must be at most 2000 characters'],
  ['请填写驳回理由', 'Give the reason for rejecting'],
  ['驳回理由不能超过500个字', 'The reason must be at most 500 characters'],
  ['请填写登记编号', 'Enter the registration number'],
  ['登记编号不能超过64个字', 'The registration number must be at most 64 characters'],
  ['请填写文书编号', 'Enter the statement number'],
  ['文书编号不能超过64个字', 'The statement number must be at most 64 characters'],
  ['请输入签收时限', 'Enter the signing deadline'],
  ['签收时限须为整数小时', 'The signing deadline must be whole hours'],
  ['签收时限不能少于1小时', 'The signing deadline must be at least 1 hour'],
  ['签收时限不能超过720小时', 'The signing deadline must be at most 720 hours'],
  ['请输入受理时限', 'Enter the acceptance deadline'],
  ['受理时限须为整数小时', 'The acceptance deadline must be whole hours'],
  ['受理时限不能少于1小时', 'The acceptance deadline must be at least 1 hour'],
  ['受理时限不能超过720小时', 'The acceptance deadline must be at most 720 hours'],
  ['缺少配置版本，请刷新后重试', 'The settings version is missing; reload and try again'],
  ['时限配置已被他人修改，请刷新后重试', 'Someone else changed the deadlines just now; reload and try again'],
  // Announcements (libs/contracts content.ts and the API's refusals).
  ['请选择公告类型', 'Choose an announcement type'],
  ['请填写标题', 'Enter a title'],
  ['标题不能超过100个字', 'The title must be at most 100 characters'],
  ['摘要不能超过90个字', 'The summary must be at most 90 characters'],
  ['请填写正文', 'Enter the body'],
  ['正文不能超过20000个字', 'The body must be at most 20000 characters'],
  ['公告编号无效', 'Invalid announcement reference'],
  ['缺少公告版本，请刷新后重试', 'The announcement version is missing; reload and try again'],
  ['该公告已被他人修改，请刷新后重试', 'Someone else changed this announcement; reload it and try again'],
  ['公告不存在或已被删除', 'The announcement does not exist or was deleted'],
  // Restructuring-centre tasks (libs/contracts restructuring.ts, the decider and the API's refusals).
  ['任务编号无效', 'Invalid task reference'],
  ['任务状态无效', 'Unknown task state'],
  ['任务不存在', 'The task does not exist'],
  ['请填写拒绝理由', 'Give the reason for declining'],
  ['拒绝理由不能超过500个字', 'The reason must be at most 500 characters'],
  ['请填写办理结果', 'Describe the result'],
  ['办理结果不能超过2000个字', 'The result must be at most 2000 characters'],
  ['暂无可分配的受理人员', 'Nobody may accept tasks yet'],
  ['所选人员不能受理该任务', 'The chosen person may not accept this task'],
  ['候选人员已变化，请重新抽取', 'The candidates changed since the draw; draw again'],
  // Process steps' forms (api step-forms).
  ['未找到该办理事项', 'This step was not found'],
  ['该环节当前不可办理，或不由您办理', 'This step is not open now, or is not yours'],
  ['该咨询当前无需补充材料', 'No materials are asked for now'],
  ['草稿已在其他页面更新，请刷新后再保存', 'The draft was changed in another page; reload before saving'],
  ['咨询不存在', 'The consultation does not exist'],
]);

export const translateMessage = (language: Language, message: string): string =>
  language === 'en' ? (english.get(message) ?? message) : message;
