import { restructuringApplySchema, type RestructuringApplyRequest } from '@bk/contracts';
import { z } from 'zod';

/**
 * The three-step application (courtReformApply-step1…3-csj) keeps what was typed in the tab's
 * sessionStorage: a reload or going back and forth loses nothing, and a finished application
 * clears it. Each step checks its fields with the contract's own rules and messages.
 */
export const applyStepSchemas = {
  1: restructuringApplySchema.pick({ enterpriseName: true, creditCode: true }),
  2: restructuringApplySchema.pick({ contactName: true, contactPhone: true, description: true }),
} as const;

export type ApplyStep = 1 | 2 | 3;
export type ApplyDraft = Record<keyof RestructuringApplyRequest, string>;

export const emptyApplyDraft: ApplyDraft = { enterpriseName: '', creditCode: '', contactName: '', contactPhone: '', description: '' };

/** What may come back from storage: the raw text of each field, within generous bounds; anything else is dropped. */
const storedDraftSchema = z.object({
  enterpriseName: z.string().max(1_000).catch(''),
  creditCode: z.string().max(1_000).catch(''),
  contactName: z.string().max(1_000).catch(''),
  contactPhone: z.string().max(1_000).catch(''),
  description: z.string().max(10_000).catch(''),
});

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One draft per association and signed-in user, so a colleague signing in on the same tab starts afresh. */
export const applyDraftKey = (channel: string, uid: string): string => `bk.csj.applyDraft.${channel}.${uid}`;

export const readApplyDraft = (storage: DraftStorage | undefined, key: string): ApplyDraft => {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return { ...emptyApplyDraft };
  }
  if (!raw) return { ...emptyApplyDraft };
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : { ...emptyApplyDraft };
  } catch {
    return { ...emptyApplyDraft };
  }
};

/** Storage may be full or disabled: the form keeps working, only a reload would lose the input. */
export const writeApplyDraft = (storage: DraftStorage | undefined, key: string, draft: ApplyDraft): void => {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing better to do: the values stay in the page's state.
  }
};

export const clearApplyDraft = (storage: DraftStorage | undefined, key: string): void => {
  try {
    storage?.removeItem(key);
  } catch {
    // As above.
  }
};

export const hasDraftInput = (draft: ApplyDraft): boolean => Object.values(draft).some((value) => value.trim() !== '');

/** The furthest step the draft may open: a step needs every earlier step valid. */
export const reachableStep = (draft: ApplyDraft): ApplyStep => {
  if (!applyStepSchemas[1].safeParse(draft).success) return 1;
  if (!applyStepSchemas[2].safeParse(draft).success) return 2;
  return 3;
};

export const sessionStorageOrUndefined = (): DraftStorage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};
