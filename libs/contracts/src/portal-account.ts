import { z } from 'zod';
import { isMobilePhone, normalizeCitizenId, validateCertifiableCitizenId } from '@bk/domain';
import { pageRequestSchema } from './court-reform';

/**
 * Portal accounts: the public (applicants, debtors, creditors) sign in with a mobile number and a
 * one-time SMS code. Their session travels in a cookie of its own, never the staff one.
 */
export const PORTAL_SESSION_COOKIE = 'bk_portal_session';

export const mobileField = z
  .string({ message: '请输入手机号码' })
  .trim()
  .refine(isMobilePhone, { message: '请输入正确的手机号码' });

export const smsCodeRequestSchema = z.object({ mobile: mobileField });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;
export type SmsCodeSent = {
  /** Seconds before another code may be asked for this number (the sign-in screen counts down). */
  resendAfterSeconds: number;
  /** Seconds the code stays valid. */
  expiresInSeconds: number;
};

export const portalLoginSchema = z.object({
  mobile: mobileField,
  code: z.string({ message: '请输入验证码' }).trim().regex(/^\d{6}$/, { message: '请输入6位数字验证码' }),
});
export type PortalLoginRequest = z.infer<typeof portalLoginSchema>;

export const certificationStates = ['uncertified', 'certified'] as const;
export type CertificationState = (typeof certificationStates)[number];

export type PortalUserInfo = {
  userId: string;
  mobile: string;
  /** Empty until the user gives it (saveUserInfo or certification). */
  name: string;
  /** Masked except at certification: 4403**********123X. */
  citizenIdMasked: string;
  email: string;
  certification: CertificationState;
  certifiedAt: string | null;
  /** Whether this sign-in created the account. */
  registered?: boolean;
};

const personNameField = z
  .string({ message: '请输入姓名' })
  .trim()
  .min(2, { message: '请输入真实姓名' })
  .max(30, { message: '姓名不能超过30个字符' })
  .regex(/^[\u4e00-\u9fa5·A-Za-z ]+$/, { message: '姓名只能包含汉字、字母和间隔号' });

/** Today in China (UTC+8), as certification judges a birth date. */
const todayInChina = (): string => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** An 18-digit id as certification needs it: region, a real birth date not in the future, the check character. */
export const certifiableCitizenIdField = z
  .string({ message: '请输入身份证号码' })
  .transform(normalizeCitizenId)
  .superRefine((value, context) => {
    const verdict = validateCertifiableCitizenId(value, todayInChina());
    if (!verdict.ok) context.addIssue({ code: 'custom', message: verdict.message.zh });
  });

/**
 * POST /api/v1/auth/alipayUserCertify: who the user says they are; the provider decides.
 * returnPath: the portal page the provider sends the user back to (a path on this site).
 */
export const userCertifySchema = z.object({
  name: personNameField,
  citizenId: certifiableCitizenIdField,
  returnPath: z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/, { message: '返回地址无效' })
    .max(500)
    .optional(),
});
export type UserCertifyRequest = z.infer<typeof userCertifySchema>;

export type CertificationOutcome = 'pending' | 'passed' | 'failed';
export type UserCertifyResponse = {
  certifyId: string;
  outcome: CertificationOutcome;
  /** Where the user completes the check with the provider (Alipay); absent when it decided at once. */
  certifyUrl: string | null;
  /** Why it failed, in zh-CN. */
  reason: string | null;
};

export const userCertifyQuerySchema = z.object({ certifyId: z.uuid({ message: '认证编号无效' }) });
export type UserCertifyQuery = z.infer<typeof userCertifyQuerySchema>;

export type CheckUserCertifyResponse = { certification: CertificationState; certifiedAt: string | null; name: string; citizenIdMasked: string };

/**
 * POST /api/v1/auth/saveUserInfo: the profile. Name and citizen id only until certification
 * (after it they are the verified ones and are refused with a reason).
 */
export const saveUserInfoSchema = z.object({
  name: personNameField.optional(),
  citizenId: certifiableCitizenIdField.optional(),
  email: z.union([z.literal(''), z.email({ message: '请输入正确的邮箱地址' })]).optional(),
});
export type SaveUserInfoRequest = z.infer<typeof saveUserInfoSchema>;

/** The inbox: messages other features post to a portal user (a consultation's steps…). */
export type PortalMessage = {
  messageId: string;
  title: string;
  body: string;
  /** A portal path inside the association's portal the message points to (may be empty). */
  link: string;
  createdAt: string;
  readAt: string | null;
};

export const portalMessagePageSchema = pageRequestSchema.extend({ unreadOnly: z.coerce.boolean().default(false) });
export type PortalMessagePageRequest = z.infer<typeof portalMessagePageSchema>;
export type PortalMessagePage = { list: PortalMessage[]; total: number; pageNum: number; pageSize: number; unread: number };

export const markMessagesReadSchema = z.union([
  z.object({ messageIds: z.array(z.uuid({ message: '消息编号无效' })).min(1, { message: '请选择消息' }).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkMessagesReadRequest = z.infer<typeof markMessagesReadSchema>;

/** POST /api/v1/applicant/page: the signed-in applicant's own applications, matched by the verified mobile. */
export const applicantPageSchema = pageRequestSchema;
export type ApplicantApplication = {
  caseId: string;
  kind: 'court-reform' | 'restructuring-task';
  caseNumber: string;
  enterpriseName: string;
  stateCode: number;
  submittedAt: string;
  updatedAt: string;
};

/** The local SMS provider's outbox (development only). */
export type LocalSmsOutboxEntry = { mobile: string; text: string; code: string; sentAt: string };
