import fc from 'fast-check';
import { UPLOAD_MAX_BYTES } from '../constants/limits';
import { isEmail, validateEmail } from './email';
import { containsIllegalCharacters, ILLEGAL_CHARACTERS, validateNoIllegalCharacters } from './illegal-string';
import { isMobilePhone } from './phone';
import { isPositiveNumber, validateOptionalPositiveNumber, validatePositiveNumber } from './positive-number';
import { fileExtension, UPLOAD_ACCEPTED_TYPES, validateUpload, validateUploadName } from './upload';

describe('upload', () => {
  it('accepts every listed type, in any case, up to exactly 50 MB', () => {
    for (const type of UPLOAD_ACCEPTED_TYPES) {
      expect(validateUpload({ name: `破产申请书.${type}`, size: UPLOAD_MAX_BYTES })).toEqual({ ok: true });
      expect(validateUpload({ name: `scan.${type.toUpperCase()}`, size: 1 })).toEqual({ ok: true });
    }
  });

  it('refuses one byte over 52,428,800', () => {
    expect(validateUpload({ name: 'a.pdf', size: 52_428_801 })).toEqual({
      ok: false,
      message: { zh: '单个文件大小不能超过50MB', en: 'A single file must not exceed 50 MB' },
    });
  });

  it.each(['a.exe', 'a.pdf.js', 'README', 'archive.', '.pdf', 'a.7z', 'a.docm'])('refuses the type of %s', (name) => {
    expect(validateUpload({ name, size: 10 }).ok).toBe(false);
  });

  it.each([':', '?', '"', '/', '\\', '*', '<', '>', '|'])('refuses a name containing %s, listing every forbidden character', (c) => {
    expect(validateUploadName(`合同${c}.pdf`)).toEqual({
      ok: false,
      message: {
        zh: '文件名不能包含下列任何字符：: ? " / \\ * < > |',
        en: 'The file name cannot contain any of these characters: : ? " / \\ * < > |',
      },
    });
  });

  it('refuses a name that starts with whitespace, but not one with inner spaces', () => {
    expect(validateUploadName(' a.pdf').ok).toBe(false);
    expect(validateUploadName('\ta.pdf').ok).toBe(false);
    expect(validateUploadName('年度 报告.pdf')).toEqual({ ok: true });
    expect(fileExtension('年度 报告.PDF')).toBe('pdf');
  });
});

describe('email', () => {
  it.each(['a@b.cn', 'zhang.san+cms@law-firm.com.cn', '用户@例子.中国'])('accepts %s', (value) => expect(isEmail(value)).toBe(true));
  it.each(['', 'a@b', 'a b@c.cn', '@b.cn', 'a@.cn', 'a@b.', 'a@@b.cn', 'a@b..cn'])('refuses %s', (value) =>
    expect(validateEmail(value).ok).toBe(false),
  );
});

describe('mobile phone', () => {
  it('is 11 digits: 1, then 3–9, then nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (value) => {
        expect(isMobilePhone(value)).toBe(value[0] === '1' && Number(value[1]) >= 3);
      }),
    );
    expect(isMobilePhone('138001380001')).toBe(false);
  });
});

describe('illegal-string check', () => {
  it('refuses each listed character, full-width colon and any whitespace', () => {
    for (const c of [...ILLEGAL_CHARACTERS, ' ', '\t', '\n', '\r', '\u3000']) expect(containsIllegalCharacters(`名称${c}后缀`)).toBe(true);
  });

  it('lets ordinary names through, full-width punctuation other than the colon included', () => {
    for (const value of ['福州示例科技有限公司', 'Law_Firm-01', '（福建）分所', '张三·李四']) expect(validateNoIllegalCharacters(value)).toEqual({ ok: true });
    expect(validateNoIllegalCharacters('a:b')).toMatchObject({ ok: false, message: { zh: expect.stringContaining('特殊字符') } });
  });
});

describe('positive number', () => {
  const refused = { ok: false, message: { zh: '请输入大于零的数字', en: 'Enter a number greater than zero' } };

  it.each(['1', '0.01', '12.50', ' 3 ', 7, 0.5])('accepts %p', (value) => expect(validatePositiveNumber(value)).toEqual({ ok: true }));
  it.each(['0', '0.00', '-1', '1e3', '1,000', 'abc', '', null, undefined, 0, -2, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %p with 请输入大于零的数字',
    (value) => expect(validatePositiveNumber(value)).toEqual(refused),
  );

  it('has a variant where empty passes and anything else must still be positive', () => {
    for (const empty of ['', '  ', null, undefined]) expect(validateOptionalPositiveNumber(empty)).toEqual({ ok: true });
    expect(validateOptionalPositiveNumber('0')).toEqual(refused);
    expect(validateOptionalPositiveNumber('2')).toEqual({ ok: true });
  });

  it('matches Number() on plain decimal strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}(\.\d{1,4})?$/), (text) => {
        expect(isPositiveNumber(text)).toBe(Number(text) > 0);
      }),
    );
  });
});
