/** A validator's verdict: ok, or the spec's message in zh-CN with its English rendering. */
export type ValidationMessage = { zh: string; en: string };
export type ValidationResult = { ok: true } | { ok: false; message: ValidationMessage };

export const valid: ValidationResult = { ok: true };
export const invalid = (zh: string, en: string): ValidationResult => ({ ok: false, message: { zh, en } });
