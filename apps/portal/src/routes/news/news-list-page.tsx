import { formatDateTime, useDocumentTitle } from '@bk/web';
import { Badge, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import classes from '../announcements/announcements.module.css';
import { ArticleList } from '../article-list';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { newsPageQueryOptions, PORTAL_NEWS_PAGE_SIZE } from './news-api';

const route = getRouteApi('/$variant/$associationId/news');

/** The association's published news: pinned first, then newest; "new" within 7 days; pages in the URL. */
export const NewsListPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
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
          {(item) => (
            <li key={item.contentId} className={classes.item} data-testid="portal-news" data-content-id={item.contentId}>
              <Group gap={6} mb={4}>
                {item.pinned ? (
                  <Badge size="sm" color="red" variant="filled">
                    {t('newsPinned')}
                  </Badge>
                ) : null}
                {item.isNew ? (
                  <Badge size="sm" color="orange" variant="light">
                    {t('newsNew')}
                  </Badge>
                ) : null}
              </Group>
              <Link to="/$variant/$associationId/newsDetail/$contentId" params={{ variant, associationId, contentId: item.contentId }} className={classes.title}>
                {item.title}
              </Link>
              <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
                {item.summary}
              </Text>
              <Text size="xs" c="dimmed" mt={6}>
                {t('newsPublishedAt', { at: formatDateTime(item.publishedAt) })}
              </Text>
            </li>
          )}
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
