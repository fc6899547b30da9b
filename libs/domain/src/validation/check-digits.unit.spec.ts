import fc from 'fast-check';
import {
  citizenIdCheckCharacter,
  isCitizenId,
  isCitizenId15,
  isCitizenId18,
  normalizeCitizenId,
  upgradeCitizenId,
  validateCitizenId,
} from './citizen-id';
import {
  creditCodeCheckCharacter,
  exampleCreditCode,
  isUnifiedSocialCreditCode,
  validateUnifiedSocialCreditCode,
} from './unified-social-credit-code';

/*
 * Second formulations, written independently of the code under test: values come from lookup
 * maps, sums are reductions, weights are derived (3^i mod 31, 2^(17-i) mod 11) rather than listed.
 */
const CREDIT_VALUES: Record<string, number> = Object.fromEntries([...'0123456789ABCDEFGHJKLMNPQRTUWXY'].map((c, i) => [c, i]));
const creditCheck = (first17: string): string => {
  const sum = [...first17].reduce((total, c, i) => total + CREDIT_VALUES[c]! * (3 ** i % 31), 0);
  const value = (31 - (sum % 31)) % 31;
  return Object.keys(CREDIT_VALUES).find((c) => CREDIT_VALUES[c] === value)!;
};
const isCreditCodeReference = (code: string): boolean =>
  code.length === 18 &&
  [...code].every((c) => c in CREDIT_VALUES) &&
  /^\d{6}$/.test(code.slice(2, 8)) &&
  creditCheck(code.slice(0, 17)) === code[17];

const ID_CHECK: Record<number, string> = { 0: '1', 1: '0', 2: 'X', 3: '9', 4: '8', 5: '7', 6: '6', 7: '5', 8: '4', 9: '3', 10: '2' };
const idCheck = (first17: string): string => ID_CHECK[[...first17].reduce((total, d, i) => total + Number(d) * (2 ** (17 - i) % 11), 0) % 11]!;
const realDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const isCitizenId18Reference = (id: string): boolean =>
  /^[1-9]\d{16}[\dX]$/.test(id) &&
  Number(id.slice(6, 10)) >= 1800 &&
  Number(id.slice(6, 10)) <= 2099 &&
  realDate(Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))) &&
  idCheck(id.slice(0, 17)) === id[17];

const CREDIT_CHARS = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'];
const NOISE = [...'IOSVZaxy -*'];

const creditCodeArb = fc
  .tuple(
    fc.array(fc.constantFrom(...CREDIT_CHARS), { minLength: 2, maxLength: 2 }),
    fc.array(fc.constantFrom(...'0123456789'), { minLength: 6, maxLength: 6 }),
    fc.array(fc.constantFrom(...CREDIT_CHARS), { minLength: 9, maxLength: 9 }),
  )
  .map(([head, area, rest]) => {
    const first17 = [...head, ...area, ...rest].join('');
    return first17 + creditCheck(first17);
  });

const pad = (value: number, length: number): string => String(value).padStart(length, '0');
const citizenIdArb = fc
  .tuple(
    fc.integer({ min: 100000, max: 999999 }),
    fc.date({ min: new Date(Date.UTC(1800, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(([area, birth, sequence]) => {
    const first17 = `${area}${birth.getUTCFullYear()}${pad(birth.getUTCMonth() + 1, 2)}${pad(birth.getUTCDate(), 2)}${pad(sequence, 3)}`;
    return first17 + idCheck(first17);
  });

/** Every string that differs from `code` in exactly one position, over `alphabet`. */
const corruptions = (code: string, alphabet: readonly string[]): string[] =>
  [...code].flatMap((original, i) => alphabet.filter((c) => c !== original).map((c) => code.slice(0, i) + c + code.slice(i + 1)));

describe('unified social credit code', () => {
  const published = ['91350100M000100Y43', '91110000802100433B'];

  it('accepts published valid codes', () => {
    for (const code of published) {
      expect(isUnifiedSocialCreditCode(code)).toBe(true);
      expect(validateUnifiedSocialCreditCode(code)).toEqual({ ok: true });
    }
  });

  it('agrees with the reference formulation on random codes, valid by construction or arbitrary', () => {
    fc.assert(fc.property(creditCodeArb, (code) => isUnifiedSocialCreditCode(code) && isCreditCodeReference(code)));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CREDIT_CHARS, ...NOISE), { minLength: 17, maxLength: 19 }), (chars) => {
        const code = chars.join('');
        expect(isUnifiedSocialCreditCode(code)).toBe(isCreditCodeReference(code));
      }),
    );
    fc.assert(fc.property(creditCodeArb, (code) => creditCodeCheckCharacter(code.slice(0, 17)) === code[17]));
  });

  it('refuses every single-character corruption of a valid code', () => {
    for (const code of published) for (const bad of corruptions(code, [...CREDIT_CHARS, ...NOISE])) expect(isUnifiedSocialCreditCode(bad)).toBe(false);
    fc.assert(fc.property(creditCodeArb, (code) => corruptions(code, CREDIT_CHARS).every((bad) => !isUnifiedSocialCreditCode(bad))), {
      numRuns: 50,
    });
  });

  it('says what is wrong in both languages', () => {
    expect(validateUnifiedSocialCreditCode('91350100M000100Y4')).toEqual({
      ok: false,
      message: { zh: '请输入正确的统一社会信用代码', en: 'Enter a valid 18-character unified social credit code' },
    });
  });
});

describe('citizen id', () => {
  const example = '11010519491231002X';

  it('accepts the GB 11643 example and its 15-digit form, which upgrades to it', () => {
    expect(isCitizenId18(example)).toBe(true);
    expect(isCitizenId15('110105491231002')).toBe(true);
    expect(upgradeCitizenId('110105491231002')).toBe(example);
    expect(validateCitizenId('110105491231002')).toEqual({ ok: true });
  });

  it('agrees with the reference formulation on random ids, valid by construction or arbitrary', () => {
    fc.assert(fc.property(citizenIdArb, (id) => isCitizenId18(id) && isCitizenId18Reference(id)));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789X'), { minLength: 18, maxLength: 18 }), (chars) => {
        const id = chars.join('');
        expect(isCitizenId18(id)).toBe(isCitizenId18Reference(id));
      }),
    );
    // Random prefixes mostly carry impossible dates; this one keeps the date valid so the check character decides.
    fc.assert(
      fc.property(citizenIdArb, fc.constantFrom(...'0123456789X'), (id, last) => {
        const candidate = id.slice(0, 17) + last;
        expect(isCitizenId18(candidate)).toBe(isCitizenId18Reference(candidate));
        expect(citizenIdCheckCharacter(id.slice(0, 17))).toBe(id[17]);
      }),
    );
  });

  it('refuses every single-character corruption of a valid 18-digit id', () => {
    const alphabet = [...'0123456789X', 'x', ' ', 'A'];
    for (const bad of corruptions(example, alphabet)) expect(isCitizenId(bad)).toBe(false);
    fc.assert(fc.property(citizenIdArb, (id) => corruptions(id, [...'0123456789X']).every((bad) => !isCitizenId18(bad))), { numRuns: 50 });
  });

  it('checks the birth date, including leap years, in both forms', () => {
    const withDate = (date: string): string => {
      const first17 = `110105${date}002`;
      return first17 + idCheck(first17);
    };
    expect(isCitizenId18(withDate('20000229'))).toBe(true);
    expect(isCitizenId18(withDate('19000229'))).toBe(false);
    expect(isCitizenId18(withDate('19491331'))).toBe(false);
    expect(isCitizenId18(withDate('17991231'))).toBe(false);
    expect(isCitizenId15('110105490230002')).toBe(false);
    expect(isCitizenId15('010105491231002')).toBe(false);
  });

  it('refuses lower-case x until normalised, and says so in both languages', () => {
    expect(isCitizenId('11010519491231002x')).toBe(false);
    expect(isCitizenId(normalizeCitizenId(' 11010519491231002x '))).toBe(true);
    expect(validateCitizenId('123')).toEqual({
      ok: false,
      message: { zh: '请输入正确的身份证号码', en: 'Enter a valid 18-digit (or 15-digit) citizen ID number' },
    });
    expect(upgradeCitizenId('11010549123100')).toBeUndefined();
  });
});

describe('exampleCreditCode (test and demo data)', () => {
  it('builds a valid, seed-determined code from any seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const code = exampleCreditCode(seed);
        return isUnifiedSocialCreditCode(code) && code === exampleCreditCode(seed);
      }),
    );
  });
});
