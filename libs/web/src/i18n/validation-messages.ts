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
]);

export const translateMessage = (language: Language, message: string): string =>
  language === 'en' ? (english.get(message) ?? message) : message;
