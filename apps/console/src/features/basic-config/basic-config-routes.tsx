import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from '../shell/layout-routes';
import { BasicConfigPage } from './basic-config-page';
import { caseDeadlinesQueryOptions } from './deadline-queries';

const basicConfigRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'basicConfig',
  staticData: { menuKey: 'basicConfig' },
  // Not awaited: the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(caseDeadlinesQueryOptions(context.channel));
  },
  component: BasicConfigPage,
});

/** Under the authenticated layout. */
export const basicConfigRoutes = [basicConfigRoute] as const;
