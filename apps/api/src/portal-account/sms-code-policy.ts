/**
 * One-time sign-in codes: how long they live, how often they may be asked for and guessed at. The
 * spec names no figures (§9), so these follow common practice for SMS sign-in in China (a 6-digit
 * code valid 5 minutes, one a minute), arranged so that nobody can spend a number's allowance for
 * its owner:
 *
 * - Requests count per number *and* client address: once a minute and 10 a day each. Requests
 *   from elsewhere never use up the owner's.
 * - A number's global ceiling counts only *unanswered* codes (never used to sign in): 20 a day.
 *   Someone who cannot read the owner's messages can only send codes nobody answers; the owner's
 *   own codes are answered and cost nothing. And an address the number signed in from within 30
 *   days (the owner's phone, home, office) is not held to the ceiling at all, so even a spent
 *   ceiling leaves the owner their usual places. (A proof of work after a few unanswered codes
 *   would need the portal to compute it; this needs nothing from the client.)
 * - A client address gets 30 codes an hour across all numbers (an office or a carrier's NAT shares one).
 * - Wrong guesses count per code and client address: 5 from each. Guesses from addresses other
 *   than the one the code was sent to share a further 10, after which only that address may still
 *   use it. Guessing elsewhere never burns the owner's code: every address the owner did not
 *   request it from together gets 15 guesses at one code in a million.
 */
export const SMS_CODE_POLICY = {
  ttlMs: 5 * 60_000,
  resendIntervalMs: 60_000,
  perNumberAndAddressPerDay: 10,
  unansweredPerNumberPerDay: 20,
  knownAddressForMs: 30 * 24 * 60 * 60_000,
  perAddressPerHour: 30,
  wrongGuessesPerAddress: 5,
  wrongGuessesFromElsewhere: 10,
} as const;

export type SmsCodeRefusal = 'resend-too-soon' | 'number-daily-limit' | 'number-unanswered-limit' | 'address-hourly-limit';

/** What the codes table says about a request, from this number's and this address's point of view. */
export type CodeLedger = {
  /** Since the last code to this number asked from this address (null: none within a day). */
  lastFromHereMsAgo: number | null;
  /** Codes to this number asked from this address within a day, and how long until the oldest leaves the day. */
  todayFromHere: number;
  todayFromHereFreesInMs: number;
  /** This number's codes within a day that were never used, and when the oldest leaves the day. */
  unansweredToday: number;
  unansweredFreesInMs: number;
  /** The number signed in with a code asked from this address within knownAddressForMs. */
  knownAddress: boolean;
  /** Codes to any number asked from this address within an hour, and when the oldest leaves the hour. */
  fromAddressLastHour: number;
  fromAddressFreesInMs: number;
};

export type CodeRequestRefused = { refusal: SmsCodeRefusal; retryAfterSeconds: number };

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** Why a new code may not be sent now, or undefined when it may. */
export const codeRequestRefusal = (ledger: CodeLedger): CodeRequestRefused | undefined => {
  if (ledger.lastFromHereMsAgo !== null && ledger.lastFromHereMsAgo < SMS_CODE_POLICY.resendIntervalMs) {
    return { refusal: 'resend-too-soon', retryAfterSeconds: seconds(SMS_CODE_POLICY.resendIntervalMs - ledger.lastFromHereMsAgo) };
  }
  if (ledger.todayFromHere >= SMS_CODE_POLICY.perNumberAndAddressPerDay) return { refusal: 'number-daily-limit', retryAfterSeconds: seconds(ledger.todayFromHereFreesInMs) };
  if (!ledger.knownAddress && ledger.unansweredToday >= SMS_CODE_POLICY.unansweredPerNumberPerDay) {
    return { refusal: 'number-unanswered-limit', retryAfterSeconds: seconds(ledger.unansweredFreesInMs) };
  }
  if (ledger.fromAddressLastHour >= SMS_CODE_POLICY.perAddressPerHour) return { refusal: 'address-hourly-limit', retryAfterSeconds: seconds(ledger.fromAddressFreesInMs) };
  return undefined;
};

/** Whether one more guess at a live code may be checked from this address. */
export const guessMayBeChecked = (guesses: { fromRequester: boolean; wrongFromHere: number; wrongFromElsewhere: number }): boolean =>
  guesses.wrongFromHere < SMS_CODE_POLICY.wrongGuessesPerAddress &&
  (guesses.fromRequester || guesses.wrongFromElsewhere < SMS_CODE_POLICY.wrongGuessesFromElsewhere);

export const smsCodeRefusalMessage = (refusal: SmsCodeRefusal, retryAfterSeconds: number): { zh: string; en: string } => {
  switch (refusal) {
    case 'resend-too-soon':
      return { zh: `验证码发送过于频繁，请${retryAfterSeconds}秒后再试`, en: `Codes are sent at most once a minute: try again in ${retryAfterSeconds} s` };
    case 'number-daily-limit':
      return { zh: '该手机号今日获取验证码次数已达上限，请明天再试', en: 'This number has had its codes for today: try again tomorrow' };
    case 'number-unanswered-limit':
      return {
        zh: '该手机号今日未使用的验证码过多，请在常用网络下获取，或明天再试',
        en: 'Too many unused codes for this number today: ask from a network you signed in from before, or try again tomorrow',
      };
    case 'address-hourly-limit':
      return { zh: '当前网络获取验证码过于频繁，请稍后再试', en: 'Too many codes asked from this network: try again later' };
  }
};

export type CodeCheckFailure = 'wrong' | 'expired' | 'guesses-used';

export const codeCheckMessage = (failure: CodeCheckFailure): { zh: string; en: string } => {
  switch (failure) {
    case 'wrong':
      return { zh: '验证码错误，请重新输入', en: 'Wrong code: enter it again' };
    case 'expired':
      return { zh: '验证码已失效，请重新获取', en: 'The code has expired or was already used: ask for a new one' };
    case 'guesses-used':
      return { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong codes: ask for a new one' };
  }
};
