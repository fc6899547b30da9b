import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authenticatedRoute } from '../shell/layout-routes';
import { channelConfigQueryOptions } from './channel-config-queries';
import { caseDeadlinesQueryOptions } from './deadline-queries';

// A screen is a chunk of its own, loaded when first visited.
const BasicConfigPage = lazyRouteComponent(() => import('./basic-config-page'), 'BasicConfigPage');

const basicConfigRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'basicConfig',
  staticData: { menuKey: 'basicConfig' },
  // Not awaited: the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(caseDeadlinesQueryOptions(context.channel));
    void context.queryClient.prefetchQuery(channelConfigQueryOptions(context.channel));
  },
  component: BasicConfigPage,
});

/** Under the authenticated layout. */
export const basicConfigRoutes = [basicConfigRoute] as const;
