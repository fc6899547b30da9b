import { initialConsultationValues } from './consultation-form';

describe('the consultation form’s pre-fill from the assistant', () => {
  it('fills the form’s own fields from the JSON it is handed', () => {
    const { values, prefilled } = initialConsultationValues('enterprise', JSON.stringify({ enterpriseName: '某某科技有限公司', creditorCount: 12, debtAmount: '1,200,000' }));
    expect(prefilled).toBe(true);
    expect(values).toMatchObject({ type: 'enterprise', enterpriseName: '某某科技有限公司', creditorCount: '12', debtAmount: '1,200,000', creditCode: '' });
  });

  it('ignores unknown fields, other types of value and malformed input', () => {
    expect(initialConsultationValues('personal', JSON.stringify({ type: 'enterprise', citizenId: { x: 1 }, isAdmin: 'yes', name: '张三' })).values).toMatchObject({
      type: 'personal',
      name: '张三',
      citizenId: '',
    });
    expect(initialConsultationValues('personal', JSON.stringify({ enterpriseName: 'x' })).values).not.toHaveProperty('enterpriseName');
    expect(initialConsultationValues('personal', '{not json')).toEqual({ values: expect.objectContaining({ name: '' }), prefilled: false });
    expect(initialConsultationValues('personal', '[1,2]').prefilled).toBe(false);
  });
});
