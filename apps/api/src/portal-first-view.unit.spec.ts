import type { PortalBootstrap, PortalFirstViewRequest } from '@bk/contracts';
import { rememberFirstViews } from './portal-first-view';

const bootstrap = (title: string): PortalBootstrap =>
  ({ channel: 'szpca', tenant: { tenantId: '0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0001' }, config: { channel: 'szpca', title } }) as PortalBootstrap;
const request = (overrides: Partial<PortalFirstViewRequest> = {}): PortalFirstViewRequest => ({
  url: '/portal/szpca',
  bootstrap: bootstrap('深圳市破产管理人协会'),
  language: 'zh-CN',
  ...overrides,
});

describe('rememberFirstViews', () => {
  const renders: PortalFirstViewRequest[] = [];
  const render = async (asked: PortalFirstViewRequest) => {
    renders.push(asked);
    return { html: `<h1>${asked.bootstrap.config.title} ${asked.language}</h1>`, title: asked.bootstrap.config.title };
  };
  beforeEach(() => void (renders.length = 0));

  it('renders a view once and serves it again, and renders anew for another language, page or configuration', async () => {
    const views = rememberFirstViews(render);
    expect((await views(request()))?.html).toBe('<h1>深圳市破产管理人协会 zh-CN</h1>');
    expect((await views(request()))?.html).toBe('<h1>深圳市破产管理人协会 zh-CN</h1>');
    expect(renders).toHaveLength(1);

    expect((await views(request({ language: 'en' })))?.html).toBe('<h1>深圳市破产管理人协会 en</h1>');
    await views(request({ url: '/portal/szpca/home' }));
    // A title saved on the back office is a new bootstrap: never the old view.
    expect((await views(request({ bootstrap: bootstrap('改名后的协会') })))?.html).toBe('<h1>改名后的协会 zh-CN</h1>');
    expect(renders).toHaveLength(4);
  });

  it('keeps at most its capacity, dropping the least recently used', async () => {
    const views = rememberFirstViews(render, 2);
    await views(request({ url: '/a' }));
    await views(request({ url: '/b' }));
    await views(request({ url: '/a' }));
    await views(request({ url: '/c' }));
    renders.length = 0;
    await views(request({ url: '/a' }));
    await views(request({ url: '/c' }));
    expect(renders).toEqual([]);
    await views(request({ url: '/b' }));
    expect(renders.map((asked) => asked.url)).toEqual(['/b']);
  });

  it('does not keep a failed render: the next request tries again', async () => {
    let fail = true;
    const views = rememberFirstViews(async (asked) => {
      renders.push(asked);
      if (fail) throw new Error('render failed');
      return { html: '<h1>ok</h1>', title: 'ok' };
    });
    await expect(views(request())).rejects.toThrow('render failed');
    fail = false;
    expect((await views(request()))?.html).toBe('<h1>ok</h1>');
    expect(renders).toHaveLength(2);
  });
});
