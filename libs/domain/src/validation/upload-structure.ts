import { invalid, valid, type ValidationResult } from './result';
import type { UploadType } from './upload';

/**
 * Checks on a file's structure beyond its magic bytes. A sniffer reads the first few KB, so a
 * file can start like a PDF or a PNG and carry a web page or a PHP script further on (a
 * polyglot), and any zip archive starts like a .docx. These checks read the whole file (markup)
 * or its zip directory (Office Open XML).
 */

/**
 * Types a browser may render in place (an <img>, the PDF viewer) rather than download. Their
 * bytes are scanned end to end for markup a browser or a server-side interpreter would run.
 */
export const INLINE_RENDERED_TYPES: readonly UploadType[] = ['pdf', 'jpg', 'jpeg', 'png', 'gif'];

export const isInlineRenderedType = (extension: string): boolean => (INLINE_RENDERED_TYPES as readonly string[]).includes(extension);

/**
 * Markers of an embedded document or script. Each is at least five bytes, so the compressed data
 * of a genuine picture or PDF meets one by chance about once in 10^11 bytes; shorter markers
 * (`<%`, `<?=`) would appear in any large JPEG. `/JavaScript` and `/Launch` are the PDF actions
 * that run code or programs when the document opens.
 */
const EMBEDDED_MARKERS = ['<html', '<head', '<body', '<script', '<iframe', '<svg', '<!doctype', '<object', '<embed', '<meta', '<?php', 'javascript:'];
const PDF_ACTION_MARKERS = ['/JavaScript', '/Launch'];

/** How many bytes a chunk must keep from the one before, so a marker split by a chunk edge is still seen. */
export const MARKUP_SCAN_OVERLAP = Math.max(...EMBEDDED_MARKERS.map((marker) => marker.length), ...PDF_ACTION_MARKERS.map((marker) => marker.length)) - 1;

/** Each byte as one character (Latin-1): every ASCII byte is itself, and no byte sequence is an error. */
export const singleByteText = (bytes: Uint8Array): string => {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return text;
};

/** The first embedded marker in these bytes (case-insensitive for markup, exact for PDF names), or undefined. */
export const embeddedMarkupIn = (extension: string, bytes: Uint8Array): string | undefined => {
  const text = singleByteText(bytes);
  const lower = text.toLowerCase();
  const markup = EMBEDDED_MARKERS.find((marker) => lower.includes(marker));
  if (markup) return markup;
  return extension === 'pdf' ? PDF_ACTION_MARKERS.find((marker) => text.includes(marker)) : undefined;
};

export const UPLOAD_EMBEDDED_CONTENT = (extension: string): ValidationResult =>
  invalid(
    `文件中含有网页或脚本内容，不能作为 .${extension} 文件上传`,
    `The file carries web page or script content and cannot be uploaded as .${extension}`,
  );

/** The part each Office Open XML type must have besides `[Content_Types].xml` (ECMA-376 part 2). */
const OOXML_MAIN_PART: Partial<Record<UploadType, string>> = {
  docx: 'word/document.xml',
  xlsx: 'xl/workbook.xml',
  pptx: 'ppt/presentation.xml',
};

export const isOfficeOpenXmlType = (extension: string): extension is 'docx' | 'xlsx' | 'pptx' => extension in OOXML_MAIN_PART;

/** A .docx/.xlsx/.pptx is a zip package with content types and the main part of its own type. */
export const validateOfficeOpenXml = (extension: 'docx' | 'xlsx' | 'pptx', entryNames: readonly string[] | undefined): ValidationResult => {
  const names = new Set(entryNames ?? []);
  return names.has('[Content_Types].xml') && names.has(OOXML_MAIN_PART[extension]!)
    ? valid
    : invalid(`文件不是有效的 .${extension} 文档，请用办公软件重新保存后上传`, `The file is not a valid .${extension} document; save it again from an office program and upload it`);
};

// ---------------------------------------------------------------- zip directory (APPNOTE 6.3.x)

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;

/** How many bytes at the end of a zip hold its end record: 22 and a comment of at most 65,535. */
export const ZIP_TAIL_BYTES = END_RECORD_SIZE + 0xffff;

export type ZipDirectoryLocation = { offset: number; size: number; entries: number };

/** Where the central directory is, from the file's last bytes; undefined when there is no end record. */
export const zipDirectoryLocation = (tail: Uint8Array): ZipDirectoryLocation | undefined => {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let at = tail.length - END_RECORD_SIZE; at >= 0; at -= 1) {
    if (view.getUint32(at, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    return { entries: view.getUint16(at + 10, true), size: view.getUint32(at + 12, true), offset: view.getUint32(at + 16, true) };
  }
  return undefined;
};

/**
 * The entry names a central directory lists, one character per byte (the parts an Office package
 * must have are ASCII names); undefined when its records do not parse.
 */
export const zipEntryNames = (directory: Uint8Array, entries: number): string[] | undefined => {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const names: string[] = [];
  let at = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > directory.length || view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > directory.length) return undefined;
    names.push(singleByteText(directory.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
};
