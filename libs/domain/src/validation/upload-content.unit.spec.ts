import { isPlainText, validateUploadContent } from './upload-content';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('upload content against the extension', () => {
  it('accepts a sniffed type the extension may have, containers included', () => {
    expect(validateUploadContent('起诉状.pdf', { ext: 'pdf', mime: 'application/pdf' }, bytes(''), false).ok).toBe(true);
    expect(validateUploadContent('债权申报表.docx', { ext: 'zip', mime: 'application/zip' }, bytes(''), true).ok).toBe(true);
    expect(validateUploadContent('财务报表.xls', { ext: 'cfb', mime: 'application/x-cfb' }, bytes(''), true).ok).toBe(true);
    expect(validateUploadContent('电子发票.ofd', { ext: 'zip', mime: 'application/zip' }, bytes(''), true).ok).toBe(true);
    expect(validateUploadContent('照片.JPEG', { ext: 'jpg', mime: 'image/jpeg' }, bytes(''), true).ok).toBe(true);
  });

  it('refuses a program renamed .pdf, a picture renamed .docx and unknown bytes', () => {
    const exe = validateUploadContent('报告.pdf', { ext: 'exe', mime: 'application/x-msdownload' }, bytes('MZ'), false);
    expect(exe).toEqual({ ok: false, message: expect.objectContaining({ zh: expect.stringContaining('文件内容与扩展名 .pdf 不符') }) });
    expect(validateUploadContent('合同.docx', { ext: 'png', mime: 'image/png' }, bytes(''), false).ok).toBe(false);
    expect(validateUploadContent('合同.pdf', undefined, bytes('just text'), false).ok).toBe(false);
  });

  it('takes txt as UTF-8 text without NUL, with no magic bytes of another format', () => {
    expect(validateUploadContent('说明.txt', undefined, bytes('破产案件说明\n第二行'), false).ok).toBe(true);
    expect(validateUploadContent('说明.txt', undefined, new Uint8Array([0x61, 0x00, 0x62]), false).ok).toBe(false);
    expect(validateUploadContent('说明.txt', { ext: 'pdf', mime: 'application/pdf' }, bytes('%PDF-1.7'), false).ok).toBe(false);
  });

  it('forgives a character cut by the end of a partial read, not invalid UTF-8 inside it', () => {
    const chinese = bytes('破产');
    const cut = chinese.subarray(0, chinese.length - 1);
    expect(isPlainText(cut, true)).toBe(true);
    expect(isPlainText(cut, false)).toBe(false);
    expect(isPlainText(new Uint8Array([0x61, 0xff, 0x62]), true)).toBe(false);
  });
});
