import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { requiredFieldsOf, validateWith, type FieldErrors } from './zod-form';

type Values = Record<string, string>;

export type ZodFormInputProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | string) => void;
  onBlur: () => void;
  error: string | undefined;
  ref: (element: HTMLElement | null) => void;
  'aria-invalid': boolean;
  /** Derived from the schema: a field the schema refuses when empty is announced as required. */
  'aria-required': boolean;
};

/**
 * Form state validated by a contracts zod schema: a field is checked when it loses focus and
 * after the first submit attempt on every change; submit checks everything and focuses the
 * first invalid field. Messages come from the schema; `translate` renders them.
 */
export const useZodForm = <Schema extends z.ZodType, V extends Values & z.input<Schema>>({
  schema,
  initialValues,
  translate = (message) => message,
}: {
  schema: Schema;
  initialValues: V;
  translate?: (message: string) => string;
}) => {
  type Field = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const fieldOrder = useMemo(() => Object.keys(initialValues) as Field[], [initialValues]);
  const requiredFields = useMemo(() => requiredFieldsOf(schema, initialValues), [schema, initialValues]);

  const validateField = useCallback(
    (field: Field, nextValues: V) => {
      const outcome = validateWith(schema, nextValues);
      const message = outcome.ok ? undefined : (outcome.errors as FieldErrors<Field>)[field];
      setErrors((current) => {
        if (current[field] === message) return current;
        const next = { ...current };
        if (message === undefined) delete next[field];
        else next[field] = message;
        return next;
      });
    },
    [schema],
  );

  const focusFirst = useCallback(
    (fieldErrors: FieldErrors<Field>) => {
      const first = fieldOrder.find((field) => fieldErrors[field] !== undefined);
      if (first) elements.current.get(first)?.focus();
    },
    [fieldOrder],
  );

  const getInputProps = (field: Field): ZodFormInputProps => ({
    name: field,
    value: values[field] as string,
    onChange: (event) => {
      const value = typeof event === 'string' ? event : event.currentTarget.value;
      const next = { ...values, [field]: value } as V;
      setValues(next);
      if (submitted || errors[field] !== undefined) validateField(field, next);
    },
    onBlur: () => {
      if ((values[field] as string) !== '' || submitted) validateField(field, values);
    },
    error: errors[field] === undefined ? undefined : translate(errors[field]),
    ref: (element) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    'aria-invalid': errors[field] !== undefined,
    'aria-required': requiredFields.has(field),
  });

  /** Validates everything; on failure shows every message and focuses the first bad field. */
  const validate = (): { ok: true; data: z.output<Schema> } | { ok: false } => {
    setSubmitted(true);
    const outcome = validateWith(schema, values);
    if (outcome.ok) {
      setErrors({});
      return outcome;
    }
    const fieldErrors = outcome.errors as FieldErrors<Field>;
    setErrors(fieldErrors);
    focusFirst(fieldErrors);
    return { ok: false };
  };

  /** For errors the server found (HTTP 400 with { field, message }[]). */
  const setServerErrors = (fieldErrors: FieldErrors<Field>) => {
    setErrors(fieldErrors);
    focusFirst(fieldErrors);
  };

  const reset = (next: V = initialValues) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, getInputProps, validate, setServerErrors, setValues, reset, fields: fieldOrder };
};
