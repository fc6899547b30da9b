import type { QueryClient } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { z } from 'zod';
import { listSearchSchema, stateCodeSearch } from '../shared/list-search';
import type { Localized } from '@bk/web';
import { CaseAreaLanding } from './case-area-landing';
import { CaseDetailError, CaseDetailPage } from './case-detail-page';
import type { CaseKindDescription, CaseListParams } from './case-kind';
import { CaseQueuePage } from './case-list-page';
import { caseDetailQueryOptions, caseListQueryOptions } from './case-queries';
import { requireQueue } from './case-kind';

type LoaderContext = { queryClient: QueryClient; channel: string };

/** A queue's search: page and keyword, and the state filter, an unknown code dropped. */
export const caseSearchSchema = (kind: CaseKindDescription) => listSearchSchema.extend({ stateCode: stateCodeSearch(kind.isStateCode) });
type CaseSearch = z.output<ReturnType<typeof caseSearchSchema>>;

/**
 * What a queue's route declares, from the kind: its menu key, its search, and a loader that
 * prefetches with the very query options the page reads (not awaited: the page keeps its filters
 * and shows its own loading and error states). The route module adds its parent and path.
 */
export const caseQueueRouteOptions = (kind: CaseKindDescription, queueKey: string, Page?: () => React.JSX.Element) => {
  const queue = requireQueue(kind, queueKey);
  return {
    staticData: { menuKey: queue.key },
    validateSearch: caseSearchSchema(kind),
    loaderDeps: ({ search }: { search: CaseSearch }): CaseListParams => ({
      page: search.page ?? 1,
      keyword: search.keyword ?? '',
      ...(queue.stateFilter ? { stateCode: search.stateCode } : {}),
    }),
    loader: ({ context, deps }: { context: LoaderContext; deps: CaseListParams }) => {
      void context.queryClient.prefetchQuery(caseListQueryOptions(kind, context.channel, queue.list, deps));
    },
    component: Page ?? (() => <CaseQueuePage kind={kind} queueKey={queue.key} />),
  };
};

const caseIdSchema = z.uuid();

/** What a detail route declares: a UUID id, its queue's menu entry, the breadcrumb, the case loaded before render. */
export const caseDetailRouteOptions = (kind: CaseKindDescription, queueKey: string) => {
  const queue = requireQueue(kind, queueKey);
  return {
    params: { parse: ({ caseId }: { caseId: string }) => (caseIdSchema.safeParse(caseId).success ? { caseId } : false) },
    staticData: { menuKey: queue.key, title: kind.detailTitle },
    loader: ({ context, params }: { context: LoaderContext; params: { caseId: string } }) =>
      context.queryClient.ensureQueryData(caseDetailQueryOptions(kind, context.channel, params.caseId)),
    component: () => <CaseDetailPage kind={kind} queueKey={queue.key} />,
    errorComponent: (props: ErrorComponentProps) => <CaseDetailError {...props} kind={kind} queueKey={queue.key} />,
  };
};

/** A case area's landing screen: the kind's queues with their live counts, and the recent activity. */
export const caseAreaRouteOptions = (kind: CaseKindDescription, menuKey: string, title: Localized, intro: Localized) => ({
  staticData: { menuKey },
  component: () => <CaseAreaLanding kind={kind} title={title} intro={intro} />,
});
