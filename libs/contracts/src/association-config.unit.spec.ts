import { updateCaseDeadlinesSchema } from './association-config';
import { caseDeadlinesSchema } from './tenant';

const messageFor = (signWithinHours: unknown): string | undefined =>
  caseDeadlinesSchema.safeParse({ signWithinHours, acceptWithinHours: 72 }).error?.issues[0]?.message;

describe('case deadline fields', () => {
  it.each([
    ['', '请输入签收时限'],
    ['  ', '请输入签收时限'],
    [null, '请输入签收时限'],
    [undefined, '请输入签收时限'],
    ['abc', '请输入签收时限'],
    ['0', '签收时限不能少于1小时'],
    ['1.5', '签收时限须为整数小时'],
    [721, '签收时限不能超过720小时'],
  ])('refuses %j saying %s (an empty field is missing, not zero)', (value, message) => {
    expect(messageFor(value)).toBe(message);
  });

  it('takes whole hours from one to 720, typed or numeric', () => {
    expect(caseDeadlinesSchema.parse({ signWithinHours: '1', acceptWithinHours: 720 })).toEqual({ signWithinHours: 1, acceptWithinHours: 720 });
  });

  it('needs the version a change is based on', () => {
    expect(updateCaseDeadlinesSchema.safeParse({ signWithinHours: 72, acceptWithinHours: 72 }).error?.issues[0]?.message).toBe(
      '缺少配置版本，请刷新后重试',
    );
    expect(updateCaseDeadlinesSchema.parse({ signWithinHours: 72, acceptWithinHours: 72, version: 3 }).version).toBe(3);
  });
});
