import { detailScreenOf, type SearchSnippetPart } from '@bk/contracts';
import { ContentKinds } from '@bk/domain';
import { formatDateTime, useDocumentTitle } from '@bk/web';
import { Badge, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useT } from '../i18n';
import { ArticleList } from '../routes/article-list';
import classes from '../routes/announcements/announcements.module.css';
import pageClasses from '../routes/page.module.css';
import { usePortal } from '../routes/use-portal';
import { SEARCH_PAGE_SIZE, searchQueryOptions } from './area-api';
import areaClasses from './area.module.css';

const route = getRouteApi('/$variant/$associationId/search');

/** Parts of text with the matches marked: text nodes only, never HTML from the server. */
const Marked = ({ parts }: { parts: readonly SearchSnippetPart[] }) => (
  <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>
);

/** Results of the header's search over every public item of the association, matches highlighted. */
export const SearchPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { q = '', page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const results = useQuery(searchQueryOptions(channel, q, page));
  useDocumentTitle(t('searchTitle'), association.title);
  const totalPages = results.data ? Math.max(1, Math.ceil(results.data.total / SEARCH_PAGE_SIZE)) : 1;
  return (
    <Container size="lg" className={pageClasses.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('searchTitle')}</Title>
          <Text c="dimmed" data-testid="search-summary">
            {q ? (results.data ? t('searchSummary', { q, total: results.data.total }) : t('searchFor', { q })) : t('searchHint')}
          </Text>
        </div>
        {q ? (
          <ArticleList query={results} empty={t('searchEmpty')} testId="search-results">
            {(hit) => (
              <li key={hit.contentId} className={`${classes.item} ${areaClasses.hit}`} data-testid="search-hit">
                <Group gap={6} mb={4}>
                  <Badge size="sm" variant="light">
                    {t.l(ContentKinds[hit.kind].label)}
                  </Badge>
                </Group>
                <Link to="/$variant/$associationId/$screen/$contentId" params={{ variant, associationId, screen: detailScreenOf(hit.kind), contentId: hit.contentId }} className={classes.title}>
                  <Marked parts={hit.title} />
                </Link>
                <Text size="sm" mt={4}>
                  <Marked parts={hit.snippet} />
                </Text>
                <Text size="xs" c="dimmed" mt={6}>
                  {t('newsPublishedAt', { at: formatDateTime(hit.publishedAt) })}
                </Text>
              </li>
            )}
          </ArticleList>
        ) : null}
        {results.data && results.data.total > SEARCH_PAGE_SIZE ? (
          <Group justify="center">
            <Pagination total={totalPages} value={Math.min(page, totalPages)} onChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })} aria-label={t('areaPagination')} />
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
};
