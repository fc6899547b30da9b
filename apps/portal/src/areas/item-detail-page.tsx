import { formatDateTime, SafeHtml, useDocumentTitle } from '@bk/web';
import { Anchor, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useT } from '../i18n';
import classes from '../routes/announcements/announcements.module.css';
import { ArticlePage } from '../routes/article-page';
import { usePortal } from '../routes/use-portal';
import { itemQueryOptions } from './area-api';
import { FeedLinks } from './feed-links';
import { Areas, DetailScreens, type DetailScreen } from '@bk/contracts';

const route = getRouteApi('/$variant/$associationId/$screen/$contentId');

/** Every detail screen of every area: one published item, its body and attachments, a way back to its area. */
export const ItemDetailPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { screen, contentId } = route.useParams();
  const area = Areas[DetailScreens[screen as DetailScreen]];
  const item = useQuery(itemQueryOptions(channel, contentId));
  useDocumentTitle(item.data?.title ?? t.l(area.title), association.title);
  const back = (
    <Link to="/$variant/$associationId/$area" params={{ variant, associationId, area: area.key }} className={classes.more}>
      {t('areaBack', { title: t.l(area.title) })}
    </Link>
  );
  return (
    <>
      <FeedLinks channel={channel} feeds={area.feeds} />
      <ArticlePage query={item} back={back} gone={t('areaGone')}>
        {(detail) => (
          <article data-testid="item-detail" data-banner={area.banner}>
            <Title order={1} size="h2" mb="xs">
              {detail.title}
            </Title>
            <Text size="sm" c="dimmed" mb="lg">
              {t('newsPublishedAt', { at: formatDateTime(detail.publishedAt) })}
            </Text>
            <SafeHtml html={detail.body} className={classes.body} testId="item-body" />
            {detail.attachments.length > 0 ? (
              <section aria-labelledby="item-attachments">
                <Title order={2} size="h4" mt="xl" mb="xs" id="item-attachments">
                  {t('newsAttachments')}
                </Title>
                <List>
                  {detail.attachments.map((attachment) => (
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
    </>
  );
};
