import type { CodeDictionary, CodeOf } from './code-dictionary';

/** Instant-message record types in the communicate area (spec §3). */
export const ImMessageTypes = {
  text: { code: 1, zh: '文本', en: 'Text' },
  file: { code: 2, zh: '文件', en: 'File' },
} as const satisfies CodeDictionary;

export type ImMessageTypeCode = CodeOf<typeof ImMessageTypes>;
