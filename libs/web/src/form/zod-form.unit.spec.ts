import { submitApplySchema } from '@bk/contracts';
import { z } from 'zod';
import { requiredFieldsOf, serverFieldErrors, validateWith } from './zod-form';

const valid = {
  enterpriseName: '某某科技有限公司',
  creditCode: '91350100M000100Y43',
  contactName: '张三',
  contactPhone: '13800138000',
  description: '经营困难，申请庭外重组。',
};

describe('form validation with the contracts schema', () => {
  it('returns the parsed data when every field is valid', () => {
    const outcome = validateWith(submitApplySchema, { ...valid, creditCode: ' 91350100m000100y43 ' });
    expect(outcome).toEqual({ ok: true, data: { ...valid, creditCode: '91350100M000100Y43' } });
  });

  it('keeps the first schema message per field', () => {
    const outcome = validateWith(submitApplySchema, { ...valid, enterpriseName: '  ', contactPhone: '12345', creditCode: 'X' });
    expect(outcome).toEqual({
      ok: false,
      errors: {
        enterpriseName: '请填写企业名称',
        creditCode: '请输入正确的统一社会信用代码',
        contactPhone: '请输入正确的手机号码',
      },
    });
  });

  it('maps server field errors onto known fields only', () => {
    expect(
      serverFieldErrors(['contactPhone', 'creditCode'] as const, [
        { field: 'contactPhone', message: '手机号已被使用' },
        { field: 'contactPhone', message: 'second' },
        { field: 'unknown', message: 'x' },
      ]),
    ).toEqual({ contactPhone: '手机号已被使用' });
  });

  it('names as required the fields the schema refuses when empty, not the optional ones', () => {
    const schema = z.object({ name: z.string().trim().min(1), email: z.union([z.literal(''), z.email()]), note: z.string().max(10) });
    expect([...requiredFieldsOf(schema, { name: 'a', email: 'bad', note: '' })]).toEqual(['name']);
    expect([...requiredFieldsOf(submitApplySchema, valid)].sort()).toEqual(Object.keys(valid).sort());
  });
});
