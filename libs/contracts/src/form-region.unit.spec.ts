import { z } from 'zod';
import { courtReformStepForms } from './court-reform-step-forms';
import { distressStepForms } from './distress/distress-step-forms';
import { draftValuesSchema, elementDataListOf, stepValuesShape, valuesOf } from './form-region';

const fileId = '0b6e7c1e-5f43-4c1a-9d3e-2f7a4b1c8d90';
const messagesOf = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('a step form declared as data', () => {
  const supply = z.object(stepValuesShape(distressStepForms.supplyMaterials));

  it('derives the submission check with the element names in its messages', () => {
    expect(messagesOf(supply.safeParse({}))).toEqual(['请上传补充材料']);
    expect(messagesOf(supply.safeParse({ materialFileIds: [fileId], note: '说'.repeat(2001) }))).toEqual(['说明不能超过2000个字']);
    expect(messagesOf(supply.safeParse({ materialFileIds: [fileId, fileId] }))).toEqual(['补充材料文件重复']);
    // An optional text left blank is absent from the request.
    expect(supply.parse({ materialFileIds: [fileId], note: '  ' })).toEqual({ materialFileIds: [fileId] });
    const register = z.object(stepValuesShape(courtReformStepForms.register));
    expect(messagesOf(register.safeParse({ registrationNo: ' ' }))).toEqual(['请填写登记编号']);
    expect(register.parse({ registrationNo: ' DJ-2026-0001 ' })).toEqual({ registrationNo: 'DJ-2026-0001' });
  });

  it('lets a draft be incomplete but never out of bounds or carrying keys the form does not declare', () => {
    const draft = draftValuesSchema(distressStepForms.supplyMaterials);
    expect(draft.parse({})).toEqual({ materialFileIds: [] });
    expect(messagesOf(draft.safeParse({ note: '说'.repeat(2001) }))).toEqual(['说明不能超过2000个字']);
    expect(draft.safeParse({ other: 'x' }).success).toBe(false);
  });

  it('round-trips values through the elementDataList the calls carry', () => {
    const values = { materialFileIds: [fileId], note: '已补充' };
    expect(elementDataListOf(values)).toEqual([
      { elementKey: 'materialFileIds', value: [fileId] },
      { elementKey: 'note', value: '已补充' },
    ]);
    expect(valuesOf(elementDataListOf({ ...values, absent: undefined }))).toEqual(values);
  });
});
