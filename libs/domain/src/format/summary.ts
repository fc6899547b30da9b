import { SUMMARY_LENGTH } from '../constants/limits';

/**
 * A list summary: tags removed, whitespace collapsed, cut to `length` characters (code points,
 * so a character outside the BMP is never split in half).
 */
export const summarize = (text: string, length: number = SUMMARY_LENGTH): string => {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(plain).slice(0, length).join('');
};
