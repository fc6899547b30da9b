import { announceRouteNameChanges, SCROLL_TO_TOP_EVENT, type RouteNameSource } from './route-name-change';

const fakeRouter = (first: string | undefined) => {
  let leaf = first;
  let listener: () => void = () => undefined;
  const source: RouteNameSource = {
    leafRouteId: () => leaf,
    onResolved: (next) => {
      listener = next;
      return () => undefined;
    },
  };
  return { source, navigateTo: (routeId: string) => ((leaf = routeId), listener()) };
};

describe('the portal’s scroll-to-top event', () => {
  it('is announced when a navigation lands on a route of another name, not within one route', () => {
    const router = fakeRouter(undefined);
    const target = new EventTarget();
    const heard: unknown[] = [];
    target.addEventListener(SCROLL_TO_TOP_EVENT, (event) => heard.push((event as CustomEvent).detail));
    announceRouteNameChanges(router.source, target);

    router.navigateTo('/$variant/$associationId/news'); // the first page: nothing to leave
    router.navigateTo('/$variant/$associationId/news'); // paging within the list
    router.navigateTo('/$variant/$associationId/newsDetail/$contentId');
    router.navigateTo('/$variant/$associationId/newsDetail/$contentId'); // another article, same route

    expect(heard).toEqual([{ from: '/$variant/$associationId/news', to: '/$variant/$associationId/newsDetail/$contentId' }]);
  });
});
