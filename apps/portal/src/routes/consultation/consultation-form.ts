import type { DistressConsultationType } from '@bk/contracts';

/** A person's name and citizen id are not asked: the certified ones are filed. */
export const personalFields = ['phone', 'email', 'debtAmount', 'assetAmount', 'monthlyIncome', 'creditorCount', 'description'] as const;
export const enterpriseFields = [
  'enterpriseName',
  'creditCode',
  'contactName',
  'phone',
  'email',
  'debtAmount',
  'assetAmount',
  'employeeCount',
  'creditorCount',
  'description',
] as const;
export type PersonalField = (typeof personalFields)[number];
export type EnterpriseField = (typeof enterpriseFields)[number];

export const MONEY_FIELDS: ReadonlySet<string> = new Set(['debtAmount', 'assetAmount', 'monthlyIncome']);
export const COUNT_FIELDS: ReadonlySet<string> = new Set(['creditorCount', 'employeeCount']);

const emptyOf = <F extends string>(fields: readonly F[]): Record<F, string> =>
  Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;

/**
 * The form's starting values: empty, overlaid with the assistant's hand-off. `prefill` is the
 * `prefill` query parameter: JSON of form field values (the router has already URL-decoded it).
 * Unknown fields and non-scalar values are ignored, and a malformed parameter pre-fills nothing,
 * so a crafted link can only put text into the form's own fields.
 */
export const initialConsultationValues = (type: DistressConsultationType, prefill: string | undefined) => {
  const fields: readonly string[] = type === 'personal' ? personalFields : enterpriseFields;
  const values: Record<string, string> = { type, ...emptyOf(fields) };
  let prefilled = false;
  if (prefill) {
    try {
      const parsed: unknown = JSON.parse(prefill);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [key, value] of Object.entries(parsed)) {
          if (!fields.includes(key) || !['string', 'number'].includes(typeof value)) continue;
          values[key] = String(value).slice(0, 2000);
          prefilled = true;
        }
      }
    } catch {
      // Not JSON: nothing to pre-fill.
    }
  }
  return { values, prefilled };
};
