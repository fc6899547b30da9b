/**
 * A minimal POSIX ustar writer and reader for audit bundles: plain files in one directory, no
 * compression. A tar is what an auditor can open with `tar xf` anywhere and then check with
 * openssl alone; a few dozen lines here keep the verifier free of any dependency.
 */
export type ArchiveFile = { name: string; content: Buffer };

/** The archive is not a well-formed tar: a header's checksum fails, or it ends early. */
export class ArchiveFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveFormatError';
  }
}

const BLOCK = 512;

const writeField = (header: Buffer, offset: number, length: number, value: string): void => {
  header.write(value, offset, Math.min(length, Buffer.byteLength(value)), 'utf8');
};

const octal = (value: number, length: number): string => `${value.toString(8).padStart(length - 1, '0')}\0`;

const checksumOf = (header: Buffer): number => {
  let sum = 0;
  // The checksum field itself counts as eight spaces.
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
};

const headerFor = (file: ArchiveFile, mtime: Date): Buffer => {
  if (Buffer.byteLength(file.name) > 100 || file.name.includes('/')) throw new Error(`tar: unsupported file name ${file.name}`);
  const header = Buffer.alloc(BLOCK);
  writeField(header, 0, 100, file.name);
  writeField(header, 100, 8, octal(0o644, 8));
  writeField(header, 108, 8, octal(0, 8));
  writeField(header, 116, 8, octal(0, 8));
  writeField(header, 124, 12, octal(file.content.length, 12));
  writeField(header, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  header[156] = 0x30; // '0': a regular file
  writeField(header, 257, 6, 'ustar\0');
  writeField(header, 263, 2, '00');
  writeField(header, 148, 8, `${checksumOf(header).toString(8).padStart(6, '0')}\0 `);
  return header;
};

const padding = (length: number): Buffer => Buffer.alloc((BLOCK - (length % BLOCK)) % BLOCK);

export const packTar = (files: readonly ArchiveFile[], mtime: Date): Buffer =>
  Buffer.concat([
    ...files.flatMap((file) => [headerFor(file, mtime), file.content, padding(file.content.length)]),
    Buffer.alloc(BLOCK * 2),
  ]);

const readString = (header: Buffer, offset: number, length: number): string => {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** Reads every regular file; any damage to a header or a cut-off archive is an ArchiveFormatError. */
export const unpackTar = (archive: Buffer): ArchiveFile[] => {
  const files: ArchiveFile[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return files;
    const name = readString(header, 0, 100);
    const recorded = parseInt(readString(header, 148, 8).trim(), 8);
    if (recorded !== checksumOf(header)) {
      throw new ArchiveFormatError(`the archive header at byte ${offset} (${name || 'unnamed'}) is damaged: checksum mismatch`);
    }
    const size = parseInt(readString(header, 124, 12).trim() || '0', 8);
    const start = offset + BLOCK;
    if (!Number.isSafeInteger(size) || start + size > archive.length) {
      throw new ArchiveFormatError(`the archive ends inside ${name}`);
    }
    const type = String.fromCharCode(header[156]!);
    if (type === '0' || type === '\0') files.push({ name, content: Buffer.from(archive.subarray(start, start + size)) });
    offset = start + size + padding(size).length;
  }
  throw new ArchiveFormatError('the archive has no end-of-archive marker: it was cut off');
};
