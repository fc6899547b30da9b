import { DomainError } from './errors';
import type { ValidationResult } from '../validation/result';

/** Turns a failed validator verdict into the domain's VALIDATION_FAILED refusal. */
export const rejectInvalid = (field: string, result: ValidationResult): void => {
  if (!result.ok) throw new DomainError('VALIDATION_FAILED', result.message.en, result.message.zh, { field });
};

/** Required free text, measured after trimming, with a length cap; returns the trimmed text. */
export const requireText = (field: string, value: string, zhLabel: string, max: number): string => {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw new DomainError('VALIDATION_FAILED', `${field} is required`, `请填写${zhLabel}`, { field });
  if (trimmed.length > max)
    throw new DomainError('VALIDATION_FAILED', `${field} is longer than ${max} characters`, `${zhLabel}不能超过${max}个字`, {
      field,
    });
  return trimmed;
};
