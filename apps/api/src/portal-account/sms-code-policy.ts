/**
 * One-time sign-in codes: how long they live and how often they may be asked for. The spec names
 * no figures (§9), so these follow common practice for SMS sign-in in China: a 6-digit code valid
 * 5 minutes, one request a minute per number, at most 10 a day per number (each one costs money
 * and can be used to harass the number's owner) and 30 an hour per client address (an office or
 * a mobile carrier's NAT shares one), and 5 wrong guesses burn the code.
 */
export const SMS_CODE_POLICY = {
  ttlMs: 5 * 60_000,
  resendIntervalMs: 60_000,
  perNumberPerDay: 10,
  perAddressPerHour: 30,
  maxWrongAttempts: 5,
} as const;

export type SmsCodeRefusal = 'resend-too-soon' | 'number-daily-limit' | 'address-hourly-limit';

export const smsCodeRefusalMessage = (refusal: SmsCodeRefusal, retryAfterSeconds: number): { zh: string; en: string } => {
  switch (refusal) {
    case 'resend-too-soon':
      return { zh: `验证码发送过于频繁，请${retryAfterSeconds}秒后再试`, en: `Codes are sent at most once a minute: try again in ${retryAfterSeconds} s` };
    case 'number-daily-limit':
      return { zh: '该手机号今日获取验证码次数已达上限，请明天再试', en: 'This number has had its codes for today: try again tomorrow' };
    case 'address-hourly-limit':
      return { zh: '当前网络获取验证码过于频繁，请稍后再试', en: 'Too many codes asked from this network: try again later' };
  }
};

export type CodeCheckFailure = 'wrong' | 'expired';

export const codeCheckMessage = (failure: CodeCheckFailure): { zh: string; en: string } =>
  failure === 'wrong'
    ? { zh: '验证码错误，请重新输入', en: 'Wrong code: enter it again' }
    : { zh: '验证码已失效，请重新获取', en: 'The code has expired or was already used: ask for a new one' };
