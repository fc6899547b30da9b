import { PORTAL_BOOTSTRAP_ELEMENT_ID, type PortalBootstrap } from '@bk/contracts';
import { demoTenants } from './cli/demo-data';
import { firstViewUrl, modulePreloads, portalPageOf, portalShell, scriptSafeJson, withFirstView, type ViteManifest } from './portal-shell';

const SHELL = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const APP_SHELL = '<!doctype html><html lang="zh-CN" data-mantine-color-scheme="light"><head><title>破产事务服务平台</title></head><body><div id="root"></div></body></html>';

const [demo] = demoTenants as [(typeof demoTenants)[number]];
const bootstrapTitled = (title: string): PortalBootstrap => {
  const { deadlines: _deadlines, ...values } = demo.config;
  return { channel: demo.channel, tenant: { tenantId: demo.tenantId }, config: { ...values, channel: demo.channel, title, ico: null, crossImIco: null } };
};

/** The text of every <script> element, as an HTML parser would end it: at the first `</script`. */
const scriptTexts = (html: string): string[] => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script/gi)].map((match) => match[1]!);

describe('scriptSafeJson', () => {
  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['an HTML comment opener, which switches the parser into its escaped state', '<!--<script>'],
    ['ampersands and entities', '&lt;b&gt; & </SCRIPT >'],
    ['the JavaScript line separators', 'a\u2028b\u2029c'],
  ])('keeps %s inside the one script element, and reads back to the same value', (_what, title) => {
    const value = bootstrapTitled(title);
    const html = portalShell(SHELL, '', value);
    const scripts = scriptTexts(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(scripts[0]!)).toEqual(value);
    // Nothing after the element's own end tag but the rest of the shell.
    expect(html.slice(html.indexOf('</script>') + '</script>'.length)).toBe('</head><body><div id="root"></div></body></html>');
  });

  it('is plain JSON for plain values', () => {
    expect(scriptSafeJson({ title: '深圳市破产管理人协会', n: 1 })).toBe('{"title":"深圳市破产管理人协会","n":1}');
  });
});

describe('portalShell', () => {
  it('puts the preloads and the bootstrap element at the end of the head', () => {
    const html = portalShell(SHELL, '<link rel="modulepreload" href="/a.js">', bootstrapTitled('协会'));
    expect(html).toMatch(
      new RegExp(`<title>t</title><link rel="modulepreload" href="/a.js"><script type="application/json" id="${PORTAL_BOOTSTRAP_ELEMENT_ID}">[^<]*</script></head>`),
    );
  });
});

describe('portalPageOf', () => {
  it.each([
    ['/portal/szpca', { channel: 'szpca', home: true }],
    ['/portal/szpca/', { channel: 'szpca', home: true }],
    ['/product-index/szpca/home', { channel: 'szpca', home: true }],
    ['/portal-csj/csjrc/caseInfo?tab=3', { channel: 'csjrc', home: false }],
    ['/portal-bj-ypt/bjypt/newsDetail/0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0001', { channel: 'bjypt', home: false }],
    ['/portal-jilin/jlpca?_channel=%20szpca%20', { channel: 'szpca', home: true }],
    ['/portal/szpca?_channel=', { channel: 'szpca', home: true }],
    [`/portal/szpca?_channel=${'x'.repeat(65)}`, { channel: 'szpca', home: true }],
  ])('reads %s as the portal router does', (url, page) => {
    expect(portalPageOf(url)).toEqual(page);
  });

  it.each(['/', '/404', '/szpca/404', '/index/szpca', '/portal', '/portal/', '/portal/a%20b', '/portal/a.b', `/portal/${'x'.repeat(65)}`, '/other/szpca'])(
    'finds no association page in %s',
    (url) => {
      expect(portalPageOf(url)).toBeUndefined();
    },
  );
});

describe('modulePreloads', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_shared.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_shared.js': { file: 'assets/shared-1.js', imports: ['_react.js'] },
    'src/home.tsx': { file: 'assets/home-1.js', imports: ['_shared.js', '_grid.js'], css: ['assets/home-1.css'] },
    '_grid.js': { file: 'assets/grid-1.js', imports: ['_react.js'], css: ['assets/grid-1.css'] },
    'src/other.tsx': { file: 'assets/other-1.js' },
  };

  it("lists the module's own chunks and styles, not those the entry already preloads", () => {
    expect(modulePreloads(manifest, 'src/home.tsx', '/static/portal/')).toBe(
      '<link rel="modulepreload" crossorigin href="/static/portal/assets/home-1.js">' +
        '<link rel="modulepreload" crossorigin href="/static/portal/assets/grid-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/static/portal/assets/home-1.css">' +
        '<link rel="preload" as="style" crossorigin href="/static/portal/assets/grid-1.css">',
    );
  });

  it("applies the module's styles instead of preloading them for a page that arrives rendered", () => {
    expect(modulePreloads(manifest, 'src/home.tsx', '/static/portal/', 'apply')).toContain(
      '<link rel="stylesheet" crossorigin href="/static/portal/assets/home-1.css"><link rel="stylesheet" crossorigin href="/static/portal/assets/grid-1.css">',
    );
  });

  it('is empty for a module the build does not have', () => {
    expect(modulePreloads(manifest, 'src/missing.tsx', '/static/portal/')).toBe('');
  });
});

describe('withFirstView', () => {
  it("puts the view, inert, in the page's root, with the page's title and language", () => {
    const html = withFirstView(APP_SHELL, { html: '<header>深圳市破产管理人协会</header>', title: '深圳市破产管理人协会', language: 'en' });
    expect(html).toBe(
      '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><title>深圳市破产管理人协会</title></head>' +
        '<body><div id="root"><div inert style="display:contents"><header>深圳市破产管理人协会</header></div></div></body></html>',
    );
  });

  it("keeps tenant text as text: markup in the title is escaped, and `$` patterns in the view stay as written", () => {
    const html = withFirstView(APP_SHELL, { html: "<p>$& $' $1</p>", title: '</title><script>alert(1)</script>', language: 'zh-CN' });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain("<p>$& $' $1</p>");
    expect(html).not.toContain('<script>');
  });
});

describe('firstViewUrl', () => {
  it.each([
    ['/portal/szpca', '/portal/szpca'],
    ['/portal/szpca?utm_source=x&page=2', '/portal/szpca'],
    ['/portal/szpca?utm_source=x&_channel=csjrc', '/portal/szpca?_channel=csjrc'],
    ['/portal/szpca?_channel=', '/portal/szpca'],
  ])('renders %s as %s: only the channel is read by the home', (url, rendered) => {
    expect(firstViewUrl(url)).toBe(rendered);
  });
});
