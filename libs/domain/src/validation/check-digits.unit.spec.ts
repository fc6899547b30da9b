import fc from 'fast-check';
import {
  citizenIdCheckCharacter,
  citizenIdProblem,
  isCitizenId,
  isCitizenId15,
  isCitizenId18,
  normalizeCitizenId,
  upgradeCitizenId,
  validateCertifiableCitizenId,
  validateCitizenId,
} from './citizen-id';
import {
  creditCodeCheckCharacter,
  creditCodeProblem,
  organisationCodeCheckCharacter,
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
// GB 32100 table 1, as department → type pairs; GB/T 2260 provinces as ranges; GB 11714 weights derived (2^(8-i) mod 11 … listed in the standard as 3 7 9 10 5 8 4 2).
const DEPARTMENT_TYPES = new Set(
  ['11', '12', '13', '19', '21', '29', '31', '32', '33', '34', '35', '36', '39', '41', '49', '51', '52', '53', '59', '61', '62', '69', '71', '72', '79', '81', '89', '91', '92', '93', 'A1', 'A9', 'N1', 'N2', 'N3', 'N9', 'Y1'],
);
const PROVINCES = [[11, 15], [21, 23], [31, 37], [41, 46], [50, 54], [61, 65], [71, 71], [81, 83]] as const;
const isProvince = (two: string): boolean => PROVINCES.some(([low, high]) => Number(two) >= low && Number(two) <= high);
const orgCheck = (body8: string): string => {
  const sum = [...body8].reduce((total, c, i) => total + parseInt(c, 36) * [3, 7, 9, 10, 5, 8, 4, 2][i]!, 0);
  return ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X', '0'][11 - (sum % 11)]!;
};
const isCreditCodeReference = (code: string): boolean =>
  code.length === 18 &&
  [...code].every((c) => c in CREDIT_VALUES) &&
  DEPARTMENT_TYPES.has(code.slice(0, 2)) &&
  /^\d{6}$/.test(code.slice(2, 8)) &&
  (code.slice(2, 4) === '10' || isProvince(code.slice(2, 4))) &&
  orgCheck(code.slice(8, 16)) === code[16] &&
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
    fc.constantFrom(...DEPARTMENT_TYPES),
    fc.constantFrom('10', '11', '31', '44', '65', '82'),
    fc.array(fc.constantFrom(...'0123456789'), { minLength: 4, maxLength: 4 }),
    fc.array(fc.constantFrom(...CREDIT_CHARS), { minLength: 8, maxLength: 8 }),
  )
  .map(([head, province, area, body]) => {
    const org = body.join('');
    const first17 = `${head}${province}${area.join('')}${org}${orgCheck(org)}`;
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

  /** A code with a changed part, its final check character recomputed so only that part is wrong. */
  const withPart = (code: string, start: number, part: string): string => {
    const first17 = code.slice(0, start) + part + code.slice(start + part.length, 17);
    return first17 + creditCheck(first17);
  };

  it('refuses a code whose final check character is right but whose department, type, region or organisation code is not', () => {
    const code = '91110000802100433B';
    expect(creditCodeProblem(withPart(code, 0, 'B'))).toBe('organisation-type'); // no department B
    expect(creditCodeProblem(withPart(code, 1, '5'))).toBe('organisation-type'); // market regulation registers no type 5
    expect(creditCodeProblem(withPart(code, 0, '59'))).toBeUndefined(); // civil affairs, other
    expect(creditCodeProblem(withPart(code, 2, '99'))).toBe('region');
    expect(creditCodeProblem(withPart(code, 16, '4'))).toBe('organisation-code');
    expect(validateUnifiedSocialCreditCode(withPart(code, 16, '4'))).toMatchObject({ message: { zh: '统一社会信用代码中的组织机构代码有误' } });
    expect(creditCodeProblem('91110000802100433C')).toBe('check-character');
  });

  it('computes GB 11714 organisation check characters, X and 0 included', () => {
    expect(organisationCodeCheckCharacter('80210043')).toBe('3');
    expect(organisationCodeCheckCharacter('M000100Y')).toBe('4');
    fc.assert(fc.property(fc.array(fc.constantFrom(...CREDIT_CHARS), { minLength: 8, maxLength: 8 }), (body) => organisationCodeCheckCharacter(body.join('')) === orgCheck(body.join(''))));
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

describe('citizen id offered for identity certification', () => {
  const today = '2026-11-25';
  const withBirth = (birth: string, region = '110105'): string => {
    const first17 = `${region}${birth}002`;
    return first17 + idCheck(first17);
  };

  it('accepts a valid id born today or before', () => {
    expect(citizenIdProblem('11010519491231002X', today)).toBeUndefined();
    expect(citizenIdProblem(withBirth('20261125'), today)).toBeUndefined();
    expect(validateCertifiableCitizenId('11010519491231002X', today)).toEqual({ ok: true });
  });

  it('names what is wrong: a birth date in the future or that does not exist, the region, the check character, the 15-digit form', () => {
    expect(citizenIdProblem(withBirth('20261126'), today)).toBe('future-birth-date');
    expect(validateCertifiableCitizenId(withBirth('20301231'), today)).toMatchObject({ message: { zh: '身份证号码中的出生日期不能晚于今天' } });
    expect(citizenIdProblem(withBirth('20230229'), today)).toBe('birth-date');
    expect(citizenIdProblem(withBirth('19800101', '990105'), today)).toBe('region');
    expect(citizenIdProblem('110105194912310021', today)).toBe('check-character');
    expect(validateCertifiableCitizenId('110105194912310021', today)).toMatchObject({ message: { zh: '身份证号码校验位错误，请核对' } });
    expect(citizenIdProblem('110105491231002', today)).toBe('shape');
  });

  it('agrees with the general validator on every valid id of a known province born by today', () => {
    fc.assert(
      fc.property(citizenIdArb, (id) => {
        const eligible = isProvince(id.slice(0, 2)) && id.slice(6, 14) <= today.replaceAll('-', '');
        expect(citizenIdProblem(id, today) === undefined).toBe(eligible);
      }),
    );
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
