import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per top-level field, as the schema words it. */
export const collectFieldErrors = <Field extends string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Field> => {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
};

export type ValidationOutcome<Schema extends z.ZodType> =
  | { ok: true; data: z.output<Schema> }
  | { ok: false; errors: FieldErrors<Extract<keyof z.input<Schema>, string>> };

export const validateWith = <Schema extends z.ZodType>(schema: Schema, values: unknown): ValidationOutcome<Schema> => {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: collectFieldErrors(result.error.issues) };
};

/** Server validation errors ({ field, message }[]) onto the form's fields; unknown fields are dropped. */
export const serverFieldErrors = <Field extends string>(
  fields: readonly Field[],
  errors: readonly { field: string; message: string }[],
): FieldErrors<Field> => {
  const result: FieldErrors<Field> = {};
  for (const { field, message } of errors) {
    if ((fields as readonly string[]).includes(field) && !(field in result)) result[field as Field] = message;
  }
  return result;
};

/** The fields the schema refuses when left empty, whatever the others hold. */
export const requiredFieldsOf = (schema: z.ZodType, initialValues: Record<string, string>): Set<string> =>
  new Set(
    Object.keys(initialValues).filter((field) => {
      const outcome = validateWith(schema, { ...initialValues, [field]: '' });
      return !outcome.ok && (outcome.errors as Record<string, string | undefined>)[field] !== undefined;
    }),
  );
