import { contentStatusFilters } from '@bk/contracts';
import { articleTemplates, ContentKindKeys, ContentKinds, contentKindsFor, type ArticleTemplateKey } from '@bk/domain';
import { loginUserQueryOptions, rightKeysOf } from '@bk/web';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAssociation } from '../shell/use-association';
import { createRoute, notFound, useNavigate, useParams, useSearch, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { authenticatedRoute } from '../shell/layout-routes';
import { contentListSearchSchema } from './content-list-search';
import { kindOfSearch, listParamsOf, type ContentSearch } from './content-list-params';
import { contentDetailQueryOptions, contentListQueryOptions } from './content-queries';
import { allContentScreen, contentScreenOf, type ContentScreenKey } from './content-screens';

// A screen is a chunk of its own, loaded when first visited.
const ContentListPage = lazyRouteComponent(() => import('./content-list-page'), 'ContentListPage');
const Dates = lazyRouteComponent(() => import('./content-dates'), 'Dates');
const ContentAddPage = lazyRouteComponent(() => import('./content-form-page'), 'ContentAddPage');
const ContentEditPage = lazyRouteComponent(() => import('./content-form-page'), 'ContentEditPage');
const ContentLoadError = lazyRouteComponent(() => import('./content-form-page'), 'ContentLoadError');
const ArticleGeneratePage = lazyRouteComponent(() => import('./article-generate-page'), 'ArticleGeneratePage');
const ContentTemplatesPage = lazyRouteComponent(() => import('./content-templates-page'), 'ContentTemplatesPage');
const SinglePagesPage = lazyRouteComponent(() => import('./single-pages-page'), 'SinglePagesPage');


const contentIdSchema = z.uuid();
const addSearchSchema = z.object({ kind: z.string().max(40).optional().catch(undefined) });

/**
 * A content screen's three routes from its description: the list (<path>?filters) and the form
 * (<formPath>/add?kind=, <formPath>/edit/:id), each with its menu key and breadcrumb title.
 * Paths stay literal types so the router checks every link and menu entry to them.
 */
const screenRoutes = <const P extends string, const F extends string>(key: ContentScreenKey, path: P, formPath: F) => {
  const screen = contentScreenOf(key);
  const noun = screen.noun;
  const searchSchema = contentListSearchSchema({ statuses: contentStatusFilters, kinds: screen.kinds.map((kind) => kind.key) });
  const list = createRoute({
    getParentRoute: () => authenticatedRoute,
    path,
    staticData: { menuKey: key },
    validateSearch: searchSchema,
    loaderDeps: ({ search }) => search,
    // Not awaited: the page keeps its filters and shows its own loading and error states.
    loader: ({ context, deps }) => {
      void context.queryClient.prefetchQuery(contentListQueryOptions(context.channel, listParamsOf(kindOfSearch(screen, deps), deps)));
    },
    component: function ContentScreenList() {
      // The generic route's own hooks are typed by its unresolved path; its search was validated above.
      const search = useSearch({ strict: false }) as ContentSearch;
      const navigate = useNavigate();
      return (
        <Dates>
          <ContentListPage screen={screen} search={search} onSearch={(next, replace) => void navigate({ to: '.', search: (previous: object) => ({ ...previous, ...next }), replace })} />
        </Dates>
      );
    },
  });
  const add = createRoute({
    getParentRoute: () => authenticatedRoute,
    path: `${formPath}/$type` as `${F}/$type`,
    // The spec's :type is "add" here and "edit" below; anything else is no page.
    beforeLoad: ({ params }) => {
      if ((params as Record<string, string>).type !== 'add') throw notFound();
    },
    validateSearch: addSearchSchema,
    staticData: { menuKey: key, title: { zh: `新增${noun.zh}`, en: `New ${noun.en}` } },
    component: function ContentScreenAdd() {
      const { kind } = useSearch({ strict: false }) as z.output<typeof addSearchSchema>;
      return (
        <Dates>
          <ContentAddPage screen={screen} kindKey={kind} />
        </Dates>
      );
    },
  });
  const edit = createRoute({
    getParentRoute: () => authenticatedRoute,
    path: `${formPath}/$type/$id` as `${F}/$type/$id`,
    beforeLoad: ({ params }) => {
      const raw = params as Record<string, string>;
      if (raw.type !== 'edit' || !contentIdSchema.safeParse(raw.id).success) throw notFound();
    },
    staticData: { menuKey: key, title: { zh: `编辑${noun.zh}`, en: `Edit ${noun.en}` } },
    loader: ({ context, params }) => context.queryClient.ensureQueryData(contentDetailQueryOptions(context.channel, (params as { id: string }).id)),
    component: function ContentScreenEdit() {
      const { id } = useParams({ strict: false }) as { id: string };
      return (
        <Dates>
          <ContentEditPage screen={screen} contentId={id} />
        </Dates>
      );
    },
    errorComponent: ({ error, reset }) => <ContentLoadError screen={screen} error={error} onRetry={reset} />,
  });
  return [list, add, edit] as const;
};

const singlePagesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'centerIntroduction',
  staticData: { menuKey: 'centerIntroduction' },
  validateSearch: z.object({
    kind: z
      .string()
      .refine((value) => contentScreenOf('centerIntroduction').kinds.some((kind) => kind.key === value))
      .optional()
      .catch(undefined),
  }),
  component: function SinglePages() {
    const { kind } = singlePagesRoute.useSearch();
    const navigate = singlePagesRoute.useNavigate();
    return (
      <Dates>
        <SinglePagesPage screen={contentScreenOf('centerIntroduction')} kindKey={kind} onKind={(next) => void navigate({ search: { kind: next === ContentKinds.centerIntroduction.key ? undefined : next } })} />
      </Dates>
    );
  },
});

/** articleGenerate?template=: an article from a template, saved as a draft. */
const articleGenerateRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'articleGenerate',
  staticData: { menuKey: 'articleGenerate' },
  validateSearch: z.object({ template: z.enum(articleTemplates.map((template) => template.key) as [ArticleTemplateKey, ...ArticleTemplateKey[]]).optional().catch(undefined) }),
  component: function ArticleGenerate() {
    const { template } = articleGenerateRoute.useSearch();
    return <ArticleGeneratePage templateKey={template} />;
  },
});

/** table: every kind the user may see, in one list. */
const tableRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'table',
  staticData: { menuKey: 'table' },
  validateSearch: contentListSearchSchema({ statuses: contentStatusFilters, kinds: ContentKindKeys }),
  component: function AllContent() {
    const search = tableRoute.useSearch();
    const navigate = tableRoute.useNavigate();
    const { channel } = useAssociation();
    const rightKeys = rightKeysOf(useQuery(loginUserQueryOptions(channel)).data);
    const screen = useMemo(() => allContentScreen(contentKindsFor(rightKeys, 'view')), [rightKeys]);
    if (screen.kinds.length === 0) return null;
    return (
      <Dates>
        <ContentListPage screen={screen} search={search} onSearch={(next, replace) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace })} />
      </Dates>
    );
  },
});

/** `form`: the article templates with their variables and a preview. */
const templatesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'form',
  staticData: { menuKey: 'form' },
  component: ContentTemplatesPage,
});

/** Under the authenticated layout. */
export const contentRoutes = [
  ...screenRoutes('news', 'news', 'news-form'),
  ...screenRoutes('knowledgeManagement', 'knowledgeManagement', 'knowledgeManagement-form'),
  ...screenRoutes('lawsRegulations', 'lawsRegulations', 'laws-form'),
  ...screenRoutes('policy', 'policy', 'policy-form'),
  ...screenRoutes('courtReformGgxx', 'courtReformGgxx', 'courtReformGgxx-form'),
  ...screenRoutes('memberUnits', 'memberUnits', 'memberUnits-form'),
  ...screenRoutes('investorPool', 'investorPool', 'investorPool-form'),
  ...screenRoutes('links', 'links', 'links-form'),
  ...screenRoutes('iconLinks', 'iconLinks', 'iconLinks-form'),
  singlePagesRoute,
  articleGenerateRoute,
  tableRoute,
  templatesRoute,
] as const;
