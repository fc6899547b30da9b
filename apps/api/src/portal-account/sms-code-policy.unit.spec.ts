import { codeRequestRefusal, guessMayBeChecked, SMS_CODE_POLICY, type CodeLedger } from './sms-code-policy';

const quiet: CodeLedger = {
  lastFromHereMsAgo: null,
  todayFromHere: 0,
  todayFromHereFreesInMs: 0,
  unansweredToday: 0,
  unansweredFreesInMs: 0,
  knownAddress: false,
  fromAddressLastHour: 0,
  fromAddressFreesInMs: 0,
};

describe('SMS code policy', () => {
  it('sends a code to a number once a minute per client address, and says when the next may be asked for', () => {
    expect(codeRequestRefusal(quiet)).toBeUndefined();
    expect(codeRequestRefusal({ ...quiet, lastFromHereMsAgo: 45_500 })).toEqual({ refusal: 'resend-too-soon', retryAfterSeconds: 15 });
    expect(codeRequestRefusal({ ...quiet, lastFromHereMsAgo: SMS_CODE_POLICY.resendIntervalMs })).toBeUndefined();
  });

  it('counts the daily allowance per number and address', () => {
    const spent = { ...quiet, todayFromHere: SMS_CODE_POLICY.perNumberAndAddressPerDay, todayFromHereFreesInMs: 3_600_000 };
    expect(codeRequestRefusal(spent)).toEqual({ refusal: 'number-daily-limit', retryAfterSeconds: 3600 });
  });

  it('holds a number to its unanswered-code ceiling, except from an address it signed in from', () => {
    const flooded = { ...quiet, unansweredToday: SMS_CODE_POLICY.unansweredPerNumberPerDay, unansweredFreesInMs: 7_200_000 };
    expect(codeRequestRefusal(flooded)).toEqual({ refusal: 'number-unanswered-limit', retryAfterSeconds: 7200 });
    expect(codeRequestRefusal({ ...flooded, knownAddress: true })).toBeUndefined();
  });

  it('limits a client address across all numbers', () => {
    expect(codeRequestRefusal({ ...quiet, fromAddressLastHour: SMS_CODE_POLICY.perAddressPerHour, fromAddressFreesInMs: 100 })).toEqual({
      refusal: 'address-hourly-limit',
      retryAfterSeconds: 1,
    });
  });

  it('counts wrong guesses per code and address, and never lets guesses from elsewhere shut out the address the code was sent to', () => {
    const perAddress = SMS_CODE_POLICY.wrongGuessesPerAddress;
    const elsewhere = SMS_CODE_POLICY.wrongGuessesFromElsewhere;
    expect(guessMayBeChecked({ fromRequester: true, wrongFromHere: perAddress - 1, wrongFromElsewhere: 0 })).toBe(true);
    expect(guessMayBeChecked({ fromRequester: true, wrongFromHere: perAddress, wrongFromElsewhere: 0 })).toBe(false);
    expect(guessMayBeChecked({ fromRequester: true, wrongFromHere: 0, wrongFromElsewhere: elsewhere * 10 })).toBe(true);
    expect(guessMayBeChecked({ fromRequester: false, wrongFromHere: 0, wrongFromElsewhere: elsewhere })).toBe(false);
    expect(guessMayBeChecked({ fromRequester: false, wrongFromHere: perAddress - 1, wrongFromElsewhere: elsewhere - 1 })).toBe(true);
  });
});
