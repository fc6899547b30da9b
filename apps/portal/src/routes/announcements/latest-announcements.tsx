import { Container, Group, Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { usePortal } from '../use-portal';
import { latestAnnouncementsQueryOptions } from './announcement-api';
import { AnnouncementItem } from './announcement-item';
import classes from './announcements.module.css';

/**
 * The home page's latest announcements, pinned first. A section that only appears when there is
 * something to show: an association without announcements, or a failed call, leaves the home as it was.
 */
export const LatestAnnouncements = () => {
  const t = useT();
  const { variant, associationId, channel } = usePortal();
  const latest = useQuery(latestAnnouncementsQueryOptions(channel));
  if (!latest.data || latest.data.length === 0) return null;
  const now = new Date().toISOString();
  return (
    <Container size="lg" className={classes.latest} component="section" aria-labelledby="latest-announcements">
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="latest-announcements">
            {t('announcementsLatest')}
          </Title>
          <Link to="/$variant/$associationId/announcement" params={{ variant, associationId }} className={classes.more} data-testid="announcements-more">
            {t('announcementsMore')}
          </Link>
        </Group>
        <ul className={classes.list} data-testid="latest-announcements">
          {latest.data.map((announcement) => (
            <AnnouncementItem key={announcement.contentId} announcement={announcement} now={now} />
          ))}
        </ul>
      </Paper>
    </Container>
  );
};
