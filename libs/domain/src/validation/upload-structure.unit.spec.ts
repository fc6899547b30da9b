import fc from 'fast-check';
import { embeddedMarkupIn, singleByteText, validateOfficeOpenXml, zipDirectoryLocation, zipEntryNames } from './upload-structure';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A stored (uncompressed) zip with these entry names and empty bodies, as any zip tool writes it. */
const zipOf = (names: string[]): Uint8Array => {
  const parts: number[] = [];
  const directory: number[] = [];
  const u16 = (target: number[], value: number) => target.push(value & 0xff, (value >> 8) & 0xff);
  const u32 = (target: number[], value: number) => target.push(value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff);
  for (const name of names) {
    const encoded = [...bytes(name)];
    const offset = parts.length;
    u32(parts, 0x04034b50);
    for (let i = 0; i < 22; i += 1) parts.push(0);
    u16(parts, encoded.length);
    u16(parts, 0);
    parts.push(...encoded);
    u32(directory, 0x02014b50);
    for (let i = 0; i < 24; i += 1) directory.push(0);
    u16(directory, encoded.length);
    u16(directory, 0);
    u16(directory, 0);
    for (let i = 0; i < 8; i += 1) directory.push(0);
    u32(directory, offset);
    directory.push(...encoded);
  }
  const directoryOffset = parts.length;
  const end: number[] = [];
  u32(end, 0x06054b50);
  u16(end, 0);
  u16(end, 0);
  u16(end, names.length);
  u16(end, names.length);
  u32(end, directory.length);
  u32(end, directoryOffset);
  u16(end, 0);
  return new Uint8Array([...parts, ...directory, ...end]);
};

const namesOf = (zip: Uint8Array): string[] | undefined => {
  const location = zipDirectoryLocation(zip);
  return location && zipEntryNames(zip.subarray(location.offset, location.offset + location.size), location.entries);
};

describe('embedded markup in files a browser renders in place', () => {
  it('finds a web page or a script after genuine magic bytes (polyglots)', () => {
    expect(embeddedMarkupIn('pdf', bytes('%PDF-1.7\n1 0 obj\n<</Type/Catalog>>\n<HTML><body onload=alert(1)>'))).toBe('<html');
    expect(embeddedMarkupIn('png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...bytes('....<script>alert(1)</script>')]))).toBe('<script');
    expect(embeddedMarkupIn('jpg', new Uint8Array([0xff, 0xd8, 0xff, ...bytes('<?php system($_GET[c]); ?>')]))).toBe('<?php');
  });

  it('finds the PDF actions that run code, and only in PDFs', () => {
    expect(embeddedMarkupIn('pdf', bytes('%PDF-1.4 << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'))).toBe('/JavaScript');
    expect(embeddedMarkupIn('png', bytes('/JavaScript'))).toBeUndefined();
  });

  it('passes ordinary binary data: short markers that random bytes contain do not count', () => {
    expect(embeddedMarkupIn('jpg', bytes('<% <?= <a <b> < html'))).toBeUndefined();
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 4096 }), (random) => {
        const found = embeddedMarkupIn('jpg', random);
        // Either nothing, or a marker really is in the bytes.
        return found === undefined || singleByteText(random).toLowerCase().includes(found.toLowerCase());
      }),
    );
  });
});

describe('Office Open XML packages', () => {
  it('reads the entry names from the zip directory', () => {
    expect(namesOf(zipOf(['[Content_Types].xml', 'word/document.xml', 'docProps/app.xml']))).toEqual(['[Content_Types].xml', 'word/document.xml', 'docProps/app.xml']);
    expect(zipDirectoryLocation(bytes('no zip here at all, only some text'))).toBeUndefined();
  });

  it('takes a package with content types and the main part of its own type', () => {
    expect(validateOfficeOpenXml('docx', namesOf(zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']))).ok).toBe(true);
    expect(validateOfficeOpenXml('xlsx', namesOf(zipOf(['[Content_Types].xml', 'xl/workbook.xml']))).ok).toBe(true);
  });

  it('refuses any other zip renamed .docx, and a workbook renamed .docx', () => {
    expect(validateOfficeOpenXml('docx', namesOf(zipOf(['payload.exe'])))).toMatchObject({ ok: false, message: { zh: expect.stringContaining('不是有效的 .docx 文档') } });
    expect(validateOfficeOpenXml('docx', namesOf(zipOf(['[Content_Types].xml', 'xl/workbook.xml']))).ok).toBe(false);
    expect(validateOfficeOpenXml('pptx', undefined).ok).toBe(false);
  });
});
