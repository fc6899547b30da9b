import { sanitizeRichText } from './rich-text';

const tenant = { tenantId: '0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0001', channel: 'szpca' };
const fileA = '6f1c2b4e-8a1d-4c3e-9b7a-1d2e3f4a5b6c';
const fileB = '7a2d3c5f-9b2e-4d4f-8c8b-2e3f4a5b6c7d';

describe('rich text', () => {
  it('keeps the allowed structure: headings, lists, tables, links and simple formatting', () => {
    const html = '<h2>标题</h2><ul><li><strong>一</strong></li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table><p><a href="https://example.cn">链接</a> <a href="mailto:a@b.cn">邮件</a></p>';
    expect(sanitizeRichText(html, tenant).html).toBe(html);
  });

  it('gives every link with a target rel="noopener noreferrer", whatever rel it came with', () => {
    const { html } = sanitizeRichText(
      '<a href="https://a.cn" target="_blank">一</a><a href="https://a.cn" target="_BLANK" rel="opener">二</a><a href="https://a.cn" target="w">三</a><a href="https://a.cn">四</a>',
      tenant,
    );
    expect(html).toBe(
      '<a href="https://a.cn" target="_blank" rel="noopener noreferrer">一</a><a href="https://a.cn" target="_BLANK" rel="noopener noreferrer">二</a><a href="https://a.cn" target="w" rel="noopener noreferrer">三</a><a href="https://a.cn">四</a>',
    );
  });

  it('drops scripts, event handlers, javascript: URLs and styles', () => {
    const { html } = sanitizeRichText(
      '<p onclick="steal()" style="color:red">正文<script>alert(1)</script></p><a href="javascript:alert(1)">点我</a><img src="https://a.cn/x.png" onerror="alert(1)"><iframe src="https://evil.cn"></iframe><a href="JaVaScRiPt:alert(1)">再点</a>',
      tenant,
    );
    expect(html).toBe('<p>正文</p><a>点我</a><img src="https://a.cn/x.png" /><a>再点</a>');
  });

  it('re-points images of stored files at the stable address and reports their ids', () => {
    const presigned = `http://127.0.0.1:19100/bk-files/${tenant.tenantId}/2026/11/${fileB}.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc`;
    const { html, fileIds } = sanitizeRichText(`<p><img src="${fileA}" alt="图"><img src="${presigned}"></p>`, tenant);
    expect(html).toBe(
      `<p><img src="/api/noauth/v1/content/file?_channel=szpca&amp;fileId=${fileA}" alt="图" /><img src="/api/noauth/v1/content/file?_channel=szpca&amp;fileId=${fileB}" /></p>`,
    );
    expect(fileIds).toEqual([fileA, fileB]);
  });

  it('leaves a presigned URL of another association alone (it names no file of this one)', () => {
    const other = `http://127.0.0.1:19100/bk-files/0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0002/2026/11/${fileB}.png?X-Amz-Signature=abc`;
    expect(sanitizeRichText(`<img src="${other}">`, tenant).fileIds).toEqual([]);
  });
});
