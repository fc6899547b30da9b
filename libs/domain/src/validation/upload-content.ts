import { fileExtension, UPLOAD_ACCEPTED_TYPES, type UploadType } from './upload';
import { invalid, valid, type ValidationResult } from './result';

/** What a magic-byte sniffer (file-type) made of a file's first bytes; undefined when nothing matched. */
export type SniffedType = { ext: string; mime: string } | undefined;

/** How many leading bytes the content check reads (file-type needs at most a few KB). */
export const UPLOAD_SNIFF_BYTES = 8192;

/**
 * For each accepted extension, the sniffed types its content may have. Several formats share a
 * container, and a sniffer reading only the first few KB may name just the container: Office Open
 * XML (docx, xlsx, pptx) and OFD are zip archives; the older Office and WPS formats are OLE
 * compound files (cfb); WMV is an ASF stream. txt has no magic bytes: it is checked as text.
 */
const CONTENT_TYPES_OF: Record<Exclude<UploadType, 'txt'>, readonly string[]> = {
  pdf: ['pdf'],
  ofd: ['zip'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  doc: ['cfb', 'doc'],
  xls: ['cfb', 'xls'],
  ppt: ['cfb', 'ppt'],
  wps: ['cfb'],
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
  rar: ['rar'],
  mp3: ['mp3'],
  wav: ['wav'],
  mp4: ['mp4', 'm4v'],
  avi: ['avi'],
  wmv: ['asf', 'wmv'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
};

/**
 * Text: valid UTF-8 without NUL. `truncated` says the bytes are only the start of the file, so a
 * multi-byte character cut at the end of the read is not held against it.
 */
export const isPlainText = (bytes: Uint8Array, truncated: boolean): boolean => {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    if (lead === 0) return false;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return false;
    if (index + length > bytes.length) return truncated && continuationsValid(bytes, index + 1, bytes.length);
    if (!continuationsValid(bytes, index + 1, index + length)) return false;
    // Overlong forms and surrogates (E0 80–9F, ED A0–BF, F0 80–8F, F4 90+) are not UTF-8.
    const second = bytes[index + 1];
    if (second !== undefined && ((lead === 0xe0 && second < 0xa0) || (lead === 0xed && second > 0x9f) || (lead === 0xf0 && second < 0x90) || (lead === 0xf4 && second > 0x8f)))
      return false;
    index += length;
  }
  return true;
};

const continuationsValid = (bytes: Uint8Array, from: number, to: number): boolean => {
  for (let index = from; index < to; index += 1) if ((bytes[index]! & 0xc0) !== 0x80) return false;
  return true;
};

export const UPLOAD_CONTENT_MISMATCH = (extension: string): ValidationResult =>
  invalid(
    `文件内容与扩展名 .${extension} 不符，仅支持真实的${UPLOAD_ACCEPTED_TYPES.join('、')}文件`,
    `The file's content does not match its extension .${extension}; only genuine ${UPLOAD_ACCEPTED_TYPES.join(', ')} files are accepted`,
  );

/**
 * The stored bytes agree with the file's name: the sniffed type is one the extension may have
 * (so an .exe renamed .pdf, or a PNG renamed .docx, is refused).
 */
export const validateUploadContent = (
  fileName: string,
  sniffed: SniffedType,
  start: Uint8Array,
  truncated: boolean,
): ValidationResult => {
  const extension = fileExtension(fileName) ?? '';
  if (extension === 'txt') return sniffed === undefined && isPlainText(start, truncated) ? valid : UPLOAD_CONTENT_MISMATCH(extension);
  const allowed = (CONTENT_TYPES_OF as Record<string, readonly string[] | undefined>)[extension];
  return allowed && sniffed && allowed.includes(sniffed.ext) ? valid : UPLOAD_CONTENT_MISMATCH(extension);
};

/** The stored object's size against the declared one (and the 50 MB rule, checked again on the bytes). */
export const validateStoredSize = (declared: number, stored: number): ValidationResult =>
  stored === declared ? valid : invalid('文件大小与声明的不一致，请重新上传', 'The stored size differs from the declared size; please upload again');
