import { useDocumentTitle } from '@bk/web';
import { Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Areas } from '@bk/contracts';
import { ItemRow } from '../../areas/tab-panel';
import { useT } from '../../i18n';
import { ArticleList } from '../article-list';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { newsPageQueryOptions, PORTAL_NEWS_PAGE_SIZE } from './news-api';

const route = getRouteApi('/$variant/$associationId/news');

/** The association's published news: pinned first, then newest; "new" within 7 days; pages in the URL. */
export const NewsListPage = () => {
  const t = useT();
  const { channel, association } = usePortal();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const list = useQuery(newsPageQueryOptions(channel, page));
  useDocumentTitle(t('newsTitle'), association.title);
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / PORTAL_NEWS_PAGE_SIZE)) : 1;

  return (
    <Container size="lg" className={pageClasses.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('newsTitle')}</Title>
          <Text c="dimmed">{t('newsIntro')}</Text>
        </div>
        <ArticleList query={list} empty={t('newsEmpty')} testId="news-list">
          {(item) => <ItemRow key={item.contentId} item={item} area={Areas['news-list']} testId="portal-news" />}
        </ArticleList>
        {list.data && list.data.total > PORTAL_NEWS_PAGE_SIZE ? (
          <Group justify="center">
            <Pagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })}
              aria-label={t('newsPagination')}
            />
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
};
