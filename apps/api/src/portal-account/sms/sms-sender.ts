/** Where a one-time sign-in code goes: the port the portal sign-in sends through. */
export type SmsSender = {
  /** The provider's name, as configured (SMS_PROVIDER). */
  readonly provider: SmsProviderName;
  sendCode(message: SmsCodeMessage): Promise<void>;
};

export type SmsCodeMessage = { tenantId: string; mobile: string; code: string; ttlMinutes: number };

export type SmsProviderName = 'local' | 'aliyun';

export const SMS_SENDER = Symbol('SMS_SENDER');

/** The text a code travels in (the local provider shows it; a real provider renders its own approved template). */
export const smsCodeText = (code: string, ttlMinutes: number): string =>
  `【破产事务服务平台】您的登录验证码为${code}，${ttlMinutes}分钟内有效。请勿泄露给他人。`;
