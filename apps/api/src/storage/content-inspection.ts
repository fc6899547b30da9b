import { Readable } from 'node:stream';
import {
  embeddedMarkupIn,
  isInlineRenderedType,
  isOfficeOpenXmlType,
  MARKUP_SCAN_OVERLAP,
  UPLOAD_EMBEDDED_CONTENT,
  UPLOAD_SNIFF_BYTES,
  validateOfficeOpenXml,
  validateUploadContent,
  ZIP_TAIL_BYTES,
  zipDirectoryLocation,
  zipEntryNames,
  type ValidationResult,
} from '@bk/domain';
import type { ObjectStore } from '@bk/infrastructure';
import { sniffContentType } from './content-sniffer';

/** A zip directory larger than this is no office document (thousands of parts): refused unread. */
const LARGEST_ZIP_DIRECTORY = 8 * 1024 * 1024;

const refusal = (verdict: ValidationResult): string | undefined => (verdict.ok ? undefined : verdict.message.zh);

/**
 * What a stored object's bytes say about it, against its name: the magic bytes (every type), no
 * web page or script anywhere in a type browsers render in place, and a real package for
 * Office Open XML. Reads the object at `key`, which no upload URL can change any more.
 */
export const inspectStoredContent = async (store: ObjectStore, key: string, fileName: string, extension: string, size: number): Promise<string | undefined> => {
  const start = size === 0 ? new Uint8Array() : await store.readStart(key, UPLOAD_SNIFF_BYTES);
  const magic = refusal(validateUploadContent(fileName, await sniffContentType(start), start, size > start.length));
  if (magic) return magic;
  if (isInlineRenderedType(extension) && (await markupAnywhere(store, key, extension))) return refusal(UPLOAD_EMBEDDED_CONTENT(extension));
  if (isOfficeOpenXmlType(extension)) return refusal(validateOfficeOpenXml(extension, await zipEntries(store, key, size)));
  return undefined;
};

/** Streams the whole object, keeping a few bytes of each chunk so a marker across two chunks is seen. */
const markupAnywhere = async (store: ObjectStore, key: string, extension: string): Promise<boolean> => {
  const body: Readable = await store.read(key);
  let carried: Uint8Array = new Uint8Array();
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    const window: Uint8Array = carried.length === 0 ? chunk : Buffer.concat([carried, chunk]);
    if (embeddedMarkupIn(extension, window)) {
      body.destroy();
      return true;
    }
    carried = window.subarray(Math.max(0, window.length - MARKUP_SCAN_OVERLAP));
  }
  return false;
};

const zipEntries = async (store: ObjectStore, key: string, size: number): Promise<string[] | undefined> => {
  const tailLength = Math.min(size, ZIP_TAIL_BYTES);
  const location = zipDirectoryLocation(await store.readRange(key, size - tailLength, tailLength));
  if (!location || location.size > LARGEST_ZIP_DIRECTORY || location.offset + location.size > size) return undefined;
  return zipEntryNames(await store.readRange(key, location.offset, location.size), location.entries);
};
