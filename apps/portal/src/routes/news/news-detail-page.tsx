import { EmptyState, ErrorState, formatDateTime, isApiError, SafeHtml, useDocumentTitle } from '@bk/web';
import { Anchor, Container, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import classes from '../announcements/announcements.module.css';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { newsDetailQueryOptions } from './news-api';

const route = getRouteApi('/$variant/$associationId/newsDetail/$contentId');

/** One published news item: title, date, its body (sanitised again here), and attachments to download. */
export const NewsDetailPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { contentId } = route.useParams();
  const item = useQuery(newsDetailQueryOptions(channel, contentId));
  useDocumentTitle(item.data?.title ?? t('newsTitle'), association.title);
  const back = (
    <Link to="/$variant/$associationId/news" params={{ variant, associationId }} className={classes.more}>
      {t('newsBack')}
    </Link>
  );

  let content;
  if (item.isPending) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={32} width="60%" />
        <Skeleton height={200} />
      </Stack>
    );
  } else if (item.isError) {
    content =
      isApiError(item.error) && item.error.notFound ? (
        <EmptyState title={t('newsGone')} action={back} />
      ) : (
        <ErrorState error={item.error} onRetry={() => void item.refetch()} />
      );
  } else {
    content = (
      <article data-testid="news-detail">
        <Title order={1} size="h2" mb="xs">
          {item.data.title}
        </Title>
        <Text size="sm" c="dimmed" mb="lg">
          {t('newsPublishedAt', { at: formatDateTime(item.data.publishedAt) })}
        </Text>
        <SafeHtml html={item.data.body} className={classes.body} testId="news-body" />
        {item.data.attachments.length > 0 ? (
          <section aria-labelledby="news-attachments">
            <Title order={2} size="h4" mt="xl" mb="xs" id="news-attachments">
              {t('newsAttachments')}
            </Title>
            <List data-testid="news-attachments">
              {item.data.attachments.map((attachment) => (
                <List.Item key={attachment.fileId}>
                  <Anchor href={attachment.url} download={attachment.name} aria-label={t('newsDownload', { name: attachment.name })}>
                    {attachment.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </section>
        ) : null}
      </article>
    );
  }

  return (
    <Container size="md" className={pageClasses.page}>
      <Stack gap="md">
        <div>{back}</div>
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          {content}
        </Paper>
      </Stack>
    </Container>
  );
};
