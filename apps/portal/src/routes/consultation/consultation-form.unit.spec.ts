import { initialConsultationValues } from './consultation-form';

describe('the consultation form’s pre-fill from the assistant', () => {
  it('fills the form’s own fields from the JSON it is handed', () => {
    const { values, prefilled } = initialConsultationValues('enterprise', JSON.stringify({ enterpriseName: '某某科技有限公司', creditorCount: 12, debtAmount: '1,200,000' }));
    expect(prefilled).toBe(true);
    expect(values).toMatchObject({ type: 'enterprise', enterpriseName: '某某科技有限公司', creditorCount: '12', debtAmount: '1,200,000', creditCode: '' });
  });

  it('ignores unknown fields, other types of value and malformed input', () => {
    const personal = initialConsultationValues('personal', JSON.stringify({ type: 'enterprise', phone: { x: 1 }, isAdmin: 'yes', name: '张三', description: '网贷逾期' })).values;
    expect(personal).toMatchObject({ type: 'personal', phone: '', description: '网贷逾期' });
    // A person's name is never asked (the certified one is filed), so a hand-off cannot set it.
    expect(personal).not.toHaveProperty('name');
    expect(personal).not.toHaveProperty('isAdmin');
    expect(initialConsultationValues('personal', JSON.stringify({ enterpriseName: 'x' })).values).not.toHaveProperty('enterpriseName');
    expect(initialConsultationValues('personal', '{not json')).toEqual({ values: expect.objectContaining({ phone: '' }), prefilled: false });
    expect(initialConsultationValues('personal', '[1,2]').prefilled).toBe(false);
  });
});
