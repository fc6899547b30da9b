import { exampleCreditCode } from '@bk/domain';
import { createFlowInstanceSchema, type CreateFlowInstanceInput } from './distress-application';
import { distressSubmitItemSchema } from './distress-service';

const personal: CreateFlowInstanceInput = {
  type: 'personal',
  phone: '13812345678',
  debtAmount: '1,200,000',
  creditorCount: '3',
  description: '经营失败，无力偿还银行贷款',
};

const enterprise: CreateFlowInstanceInput = {
  type: 'enterprise',
  enterpriseName: '深圳市华远机械制造有限公司',
  creditCode: exampleCreditCode('huayuan'),
  contactName: '李娜',
  phone: '13912345678',
  email: 'lina@example.cn',
  debtAmount: 35000000,
  employeeCount: 120,
  creditorCount: 48,
  description: '资金链断裂，拖欠供应商货款',
  materialFileIds: ['0b6f1c3e-6a53-4a4e-9c1b-3b1f0f6e2a11'],
};

const messageOf = (input: unknown): string | undefined => createFlowInstanceSchema.safeParse(input).error?.issues[0]?.message;

describe('distress consultation application', () => {
  it('normalises a personal application as the money input does, keeping no identity of its own (the certified one is filed)', () => {
    const parsed = createFlowInstanceSchema.parse({ ...personal, name: '冒名', citizenId: '11010519491231002X' });
    expect(parsed).toMatchObject({ debtAmount: '1200000.00', creditorCount: 3, materialFileIds: [] });
    expect(parsed).not.toHaveProperty('name');
    expect(parsed).not.toHaveProperty('citizenId');
    expect(parsed).not.toHaveProperty('email', expect.anything());
  });

  it('accepts an enterprise application with a valid credit code', () => {
    expect(createFlowInstanceSchema.parse(enterprise)).toMatchObject({ debtAmount: '35000000.00', creditCode: enterprise.creditCode });
  });

  it.each([
    [{ ...personal, phone: '12812345678' }, '请输入正确的手机号码'],
    [{ ...personal, email: 'not-an-email' }, '请输入正确的邮箱地址'],
    [{ ...personal, debtAmount: '0.00' }, '请输入大于零的数字'],
    [{ ...personal, debtAmount: '-5' }, '请输入大于零的数字'],
    [{ ...personal, debtAmount: '' }, '请填写负债总额'],
    [{ ...personal, assetAmount: '0' }, '请输入大于零的数字'],
    [{ ...personal, creditorCount: 0 }, '请输入大于零的数字'],
    [{ ...personal, debtAmount: '2000000000000' }, '负债总额超出范围'],
    [{ ...enterprise, creditCode: '91440300000000000X' }, '请输入正确的统一社会信用代码'],
    [{ ...enterprise, materialFileIds: ['not-a-file'] }, '文件编号无效'],
    [{ ...personal, type: 'other' }, '请选择咨询类型（个人或企业）'],
  ])('refuses %j with a zh-CN message', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('requires at least one file when the applicant supplies materials', () => {
    const result = distressSubmitItemSchema.safeParse({
      businessId: '0b6f1c3e-6a53-4a4e-9c1b-3b1f0f6e2a11',
      taskKey: 'supplyMaterials',
      materialFileIds: [],
    });
    expect(result.error?.issues[0]?.message).toBe('请上传补充材料');
  });
});
