import type { SniffedType } from '@bk/domain';

type FileTypeModule = typeof import('file-type', { with: { 'resolution-mode': 'import' } });

/**
 * file-type is ESM-only and the API compiles to CommonJS. With `module: node16` TypeScript keeps
 * `import()` as a real dynamic import (not a require), which Node 20 resolves to the ESM package;
 * the module is loaded once, on the first verification.
 */
let fileType: Promise<FileTypeModule> | undefined;

/** The type file-type reads from a file's first bytes (magic numbers), or undefined. */
export const sniffContentType = async (start: Uint8Array): Promise<SniffedType> => {
  fileType ??= import('file-type');
  const detected = await (await fileType).fileTypeFromBuffer(start);
  return detected ? { ext: detected.ext, mime: detected.mime } : undefined;
};
