import { AnnouncementTypes, codeLabelOf } from '@bk/domain';
import { formatDateTime, useDocumentTitle } from '@bk/web';
import { Badge, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { ArticlePage } from '../article-page';
import { usePortal } from '../use-portal';
import { announcementQueryOptions } from './announcement-api';
import { paragraphsOf } from './announcement-text';
import classes from './announcements.module.css';

const route = getRouteApi('/$variant/$associationId/announcement/$contentId');

/** One published announcement; withdrawn or unknown ones say so. */
export const AnnouncementDetailPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { contentId } = route.useParams();
  const announcement = useQuery(announcementQueryOptions(channel, contentId));
  useDocumentTitle(announcement.data?.title ?? t('announcementsTitle'), association.title);
  const back = (
    <Link to="/$variant/$associationId/announcement" params={{ variant, associationId }} className={classes.more}>
      {t('announcementBack')}
    </Link>
  );

  return (
    <ArticlePage query={announcement} back={back} gone={t('announcementGone')}>
      {(data) => {
        const type = codeLabelOf(AnnouncementTypes, data.announcementType);
        return (
          <article data-testid="announcement-detail">
            <Title order={1} size="h2" mb="xs">
              {data.title}
            </Title>
            <Group gap="xs" mb="lg">
              {type ? <Badge variant="light">{t.l(type)}</Badge> : null}
              <Text size="sm" c="dimmed">
                {t('announcementPublishedAt', { at: formatDateTime(data.publishedAt) })}
              </Text>
            </Group>
            <div className={classes.body}>
              {paragraphsOf(data.body).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </article>
        );
      }}
    </ArticlePage>
  );
};
