import { PORTAL_BOOTSTRAP_ELEMENT_ID, type PortalBootstrap } from '@bk/contracts';
import { QueryClient } from '@tanstack/react-query';
import { loadAssociation, readPortalBootstrap, seedAssociation } from './session-queries';

const BOOTSTRAP: PortalBootstrap = {
  channel: 'szpca',
  tenant: { tenantId: '0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0001' },
  config: {
    channel: 'szpca',
    title: '深圳市破产管理人协会',
    aiName: '小破',
    gpUrl: null,
    gpShow: true,
    cmsMode: 'default',
    cmsIndexMode: 'default',
    cmsNewHome: false,
    cmsQuestionShow: true,
    subPathPre: '',
    crossImTitle: null,
    ico: null,
    crossImIco: null,
  },
};

/** A page whose only element is the bootstrap's, holding this text. */
const pageWith = (text: string | undefined) => ({
  getElementById: (id: string) => (id === PORTAL_BOOTSTRAP_ELEMENT_ID && text !== undefined ? ({ textContent: text } as HTMLElement) : null),
});

describe('readPortalBootstrap', () => {
  it('reads the association the server embedded, escapes and all', () => {
    const text = JSON.stringify({ ...BOOTSTRAP, config: { ...BOOTSTRAP.config, title: '</script>' } }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
    expect(readPortalBootstrap(pageWith(text))?.config.title).toBe('</script>');
  });

  it.each([
    ['no element', undefined],
    ['an empty element', ''],
    ['text that is not JSON', '{"channel":'],
    ['another shape', JSON.stringify({ channel: 'szpca' })],
    ["a configuration of another channel", JSON.stringify({ ...BOOTSTRAP, config: { ...BOOTSTRAP.config, channel: 'csjrc' } })],
  ])('gives nothing for %s, so the guard calls for it', (_what, text) => {
    expect(readPortalBootstrap(pageWith(text))).toBeUndefined();
  });
});

describe('an association seeded from the page', () => {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/noauth/v1/tenant': BOOTSTRAP.tenant,
    '/api/noauth/v1/associatio/config': { ...BOOTSTRAP.config, title: '改名后的协会' },
  };
  const globals = globalThis as { window?: unknown };

  beforeEach(() => {
    calls.length = 0;
    // The browser client calls window.fetch: answer the two guard calls in the envelope.
    globals.window = {
      fetch: (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://portal.test').pathname;
        calls.push(path);
        return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data: answers[path] }), { headers: { 'content-type': 'application/json' } }));
      },
    };
  });

  afterEach(() => {
    delete globals.window;
  });

  it('answers the first guard without a call, and the next navigation re-reads the configuration', async () => {
    const queryClient = new QueryClient();
    seedAssociation(queryClient, BOOTSTRAP);

    const first = await loadAssociation(queryClient, 'szpca');
    expect(first.config.title).toBe('深圳市破产管理人协会');
    expect(first.tenant.tenantId).toBe(BOOTSTRAP.tenant.tenantId);
    expect(calls).toEqual([]);

    await loadAssociation(queryClient, 'szpca');
    await queryClient.getQueryCache().find({ queryKey: ['session', 'channelConfig', 'szpca'] })?.promise;
    expect(calls).toEqual(['/api/noauth/v1/associatio/config']);
    expect((await loadAssociation(queryClient, 'szpca')).config.title).toBe('改名后的协会');
  });

  it('is not used for another association: its guard calls for both, one after the other', async () => {
    const queryClient = new QueryClient();
    seedAssociation(queryClient, BOOTSTRAP);
    await loadAssociation(queryClient, 'csjrc');
    expect(calls).toEqual(['/api/noauth/v1/tenant', '/api/noauth/v1/associatio/config']);
  });
});
