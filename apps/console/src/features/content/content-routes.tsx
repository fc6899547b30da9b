import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from '../shell/layout-routes';
import { ContentTemplatesPage } from './content-templates-page';

/** `form`: the article templates with their variables and a preview. */
const templatesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'form',
  staticData: { menuKey: 'form' },
  component: ContentTemplatesPage,
});

/** Under the authenticated layout. */
export const contentRoutes = [templatesRoute] as const;
