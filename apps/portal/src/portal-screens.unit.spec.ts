import { isAreaKey, PORTAL_SCREENS } from '@bk/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createPortalRouter } from './router';

describe('portal screens declaration', () => {
  it('declares exactly the routes the router has, so the accessibility walk covers every screen', () => {
    const router = createPortalRouter(new QueryClient());
    const routed = Object.keys(router.routesByPath)
      .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
      .filter((path) => path !== '/');
    expect([...new Set(routed)].sort()).toEqual(PORTAL_SCREENS.map((screen) => screen.path).sort());
  });

  it('every id-bearing screen names a declared list screen to take a sample id from', () => {
    const paths = new Set(PORTAL_SCREENS.map((screen) => screen.path));
    // A sample may come from one area's screen: the `$area` route walked for each area.
    const isListScreen = (path: string) => paths.has(path) || isAreaKey(path.split('/').pop() ?? '');
    const unsampled = PORTAL_SCREENS.filter(
      (screen) => screen.walk !== false && !screen.eachArea && /\$(?!variant|associationId)/.test(screen.path) && (!screen.sampleFrom || !isListScreen(screen.sampleFrom)),
    );
    expect(unsampled).toEqual([]);
  });
});
