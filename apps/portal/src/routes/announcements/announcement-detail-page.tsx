import { AnnouncementTypes, codeLabelOf } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, isApiError, useDocumentTitle } from '@bk/web';
import { Badge, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import pageClasses from '../page.module.css';
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

  let content;
  if (announcement.isPending) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={32} width="60%" />
        <Skeleton height={200} />
      </Stack>
    );
  } else if (announcement.isError) {
    content =
      isApiError(announcement.error) && announcement.error.notFound ? (
        <EmptyState title={t('announcementGone')} action={back} />
      ) : (
        <ErrorState error={announcement.error} onRetry={() => void announcement.refetch()} />
      );
  } else {
    const type = codeLabelOf(AnnouncementTypes, announcement.data.announcementType);
    content = (
      <article data-testid="announcement-detail">
        <Title order={1} size="h2" mb="xs">
          {announcement.data.title}
        </Title>
        <Group gap="xs" mb="lg">
          {type ? <Badge variant="light">{t.l(type)}</Badge> : null}
          <Text size="sm" c="dimmed">
            {t('announcementPublishedAt', { at: formatDateTime(announcement.data.publishedAt) })}
          </Text>
        </Group>
        <div className={classes.body}>
          {paragraphsOf(announcement.data.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
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
