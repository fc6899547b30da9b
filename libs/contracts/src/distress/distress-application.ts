import {
  isEmail,
  isMobilePhone,
  isPositiveNumber,
  isUnifiedSocialCreditCode,
  Messages,
  moneyOnBlur,
  DISTRESS_MATERIALS_PER_STEP,
} from '@bk/domain';
import { z } from 'zod';
import { nameField } from '../fields';

/**
 * The debt-distress consultation application (createFlowInstance, spec §7 "Distress service"):
 * a personal form for the assistant's personal path and an enterprise form, with the spec's
 * field rules (§5). Both the portal forms and the API validate with these same schemas.
 */

/** Largest amount accepted (yuan): one trillion, far beyond any real case, well inside numeric(15,2). */
export const DISTRESS_MONEY_MAX = 1_000_000_000_000;
/** Supporting materials per application or per supply step. */
export const DISTRESS_MATERIALS_MAX = DISTRESS_MATERIALS_PER_STEP;

export const DistressTextLimits = { description: 2000, note: 2000, opinion: 2000, reason: 500 } as const;

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, { message: `请填写${label}` }).max(max, { message: `${label}不能超过${max}个字` });

const phoneField = z.string().trim().refine(isMobilePhone, { message: '请输入正确的手机号码' });

/** Email is optional; when given it must pass the spec's loose pattern. */
const optionalEmailField = z
  .string()
  .trim()
  .max(100, { message: '邮箱不能超过100个字' })
  .refine((value) => value === '' || isEmail(value), { message: '请输入正确的邮箱地址' })
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * A money amount in yuan, as the money input sends it (spec §5): thousand separators and leading
 * zeros are removed and it is rounded to 2 decimals, exactly as the input does on blur. The value
 * travels as a decimal string so no amount passes through a binary float.
 */
const moneyText = (label: string) =>
  z
    .union([z.string(), z.number()], { message: `请填写${label}` })
    .transform((value) => moneyOnBlur(String(value)))
    .refine((value) => value !== '', { message: `请填写${label}` })
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(value) && isPositiveNumber(value), { message: Messages.positiveNumber.zh })
    .refine((value) => Number(value) <= DISTRESS_MONEY_MAX, { message: `${label}超出范围` });

export const moneyField = (label: string) => moneyText(label);

/** An optional amount: empty passes, anything else must be greater than zero (the spec's optional variant). */
export const optionalMoneyField = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : moneyOnBlur(String(value))))
    .refine((value) => value === '' || (/^\d+(\.\d{1,2})?$/.test(value) && isPositiveNumber(value)), {
      message: Messages.positiveNumber.zh,
    })
    .refine((value) => value === '' || Number(value) <= DISTRESS_MONEY_MAX, { message: `${label}超出范围` })
    .transform((value) => (value === '' ? undefined : value));

/** A count (creditors, employees): a whole number greater than zero. */
const positiveCountField = (label: string) =>
  z.coerce
    .number({ message: Messages.positiveNumber.zh })
    .int({ message: `${label}须为整数` })
    .positive({ message: Messages.positiveNumber.zh })
    .max(10_000_000, { message: `${label}超出范围` });

/** Files uploaded through the upload service (generatePresignedInfo, then verifyFile). */
export const materialFileIdsField = z
  .array(z.uuid({ message: '文件编号无效' }))
  .max(DISTRESS_MATERIALS_MAX, { message: `材料不能超过${DISTRESS_MATERIALS_MAX}个文件` })
  .refine((ids) => new Set(ids).size === ids.length, { message: '材料文件重复' });

export const creditCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isUnifiedSocialCreditCode, { message: '请输入正确的统一社会信用代码' });

export { DistressConsultationTypes, type DistressConsultationType } from './distress-keys';

/**
 * A person in debt distress. Only a certified portal account may file one, and it is filed under
 * the certified name and citizen id, so the request carries neither.
 */
export const personalDistressApplicationSchema = z.object({
  type: z.literal('personal'),
  phone: phoneField,
  email: optionalEmailField,
  /** Total debts owed, yuan. */
  debtAmount: moneyField('负债总额'),
  /** Total assets, yuan; optional. */
  assetAmount: optionalMoneyField('资产总额'),
  /** Monthly income, yuan; optional. */
  monthlyIncome: optionalMoneyField('月收入'),
  creditorCount: positiveCountField('债权人数量'),
  description: requiredText('困境情况', DistressTextLimits.description),
  materialFileIds: materialFileIdsField.default([]),
});
export type PersonalDistressApplication = z.infer<typeof personalDistressApplicationSchema>;
export type PersonalDistressApplicationInput = z.input<typeof personalDistressApplicationSchema>;
/** A person's application as filed: with the certified identity it was filed under. */
export type FiledPersonalDistressApplication = PersonalDistressApplication & { name: string; citizenId: string };

/** An enterprise in debt distress (requires a valid unified social credit code). */
export const enterpriseDistressApplicationSchema = z.object({
  type: z.literal('enterprise'),
  enterpriseName: nameField('企业名称', 100),
  creditCode: creditCodeField,
  contactName: nameField('联系人', 30),
  phone: phoneField,
  email: optionalEmailField,
  debtAmount: moneyField('负债总额'),
  assetAmount: optionalMoneyField('资产总额'),
  employeeCount: positiveCountField('职工人数'),
  creditorCount: positiveCountField('债权人数量'),
  description: requiredText('困境情况', DistressTextLimits.description),
  materialFileIds: materialFileIdsField.default([]),
});
export type EnterpriseDistressApplication = z.infer<typeof enterpriseDistressApplicationSchema>;
export type EnterpriseDistressApplicationInput = z.input<typeof enterpriseDistressApplicationSchema>;

/**
 * POST /api/v1/distressManage/createFlowInstance, by a signed-in portal user, with an
 * Idempotency-Key header (a retry returns the first consultation).
 */
export const createFlowInstanceSchema = z.discriminatedUnion('type', [personalDistressApplicationSchema, enterpriseDistressApplicationSchema], {
  error: () => ({ message: '请选择咨询类型（个人或企业）' }),
});
export type CreateFlowInstanceRequest = z.infer<typeof createFlowInstanceSchema>;
export type CreateFlowInstanceInput = z.input<typeof createFlowInstanceSchema>;
export type CreateFlowInstanceResponse = { businessId: string; consultationNumber: string };
