import { formatDateTime, SafeHtml, useDocumentTitle } from '@bk/web';
import { Anchor, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import classes from '../announcements/announcements.module.css';
import { ArticlePage } from '../article-page';
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

  return (
    <ArticlePage query={item} back={back} gone={t('newsGone')}>
      {(news) => (
        <article data-testid="news-detail">
          <Title order={1} size="h2" mb="xs">
            {news.title}
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            {t('newsPublishedAt', { at: formatDateTime(news.publishedAt) })}
          </Text>
          <SafeHtml html={news.body} className={classes.body} testId="news-body" />
          {news.attachments.length > 0 ? (
            <section aria-labelledby="news-attachments">
              <Title order={2} size="h4" mt="xl" mb="xs" id="news-attachments">
                {t('newsAttachments')}
              </Title>
              <List data-testid="news-attachments">
                {news.attachments.map((attachment) => (
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
      )}
    </ArticlePage>
  );
};
