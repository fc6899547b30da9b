import type { PublicAnnouncement } from '@bk/contracts';
import { AnnouncementTypes, codeLabelOf, isNew } from '@bk/domain';
import { formatDateTime } from '@bk/web';
import { Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { usePortal } from '../use-portal';
import classes from './announcements.module.css';

/** One announcement in a list: type, pinned and "new" (published within 7 days, spec §9) tags, summary, date. */
export const AnnouncementItem = ({ announcement, now }: { announcement: PublicAnnouncement; now: string }) => {
  const t = useT();
  const { variant, associationId } = usePortal();
  const type = codeLabelOf(AnnouncementTypes, announcement.announcementType);
  return (
    <li className={classes.item} data-testid="portal-announcement" data-content-id={announcement.contentId}>
      <Group gap={6} mb={4}>
        {announcement.pinned ? (
          <Badge size="sm" color="red" variant="filled">
            {t('announcementPinned')}
          </Badge>
        ) : null}
        {type ? (
          <Badge size="sm" variant="light">
            {t.l(type)}
          </Badge>
        ) : null}
        {isNew(announcement.publishedAt, now) ? (
          <Badge size="sm" color="orange" variant="light">
            {t('announcementNew')}
          </Badge>
        ) : null}
      </Group>
      <Link
        to="/$variant/$associationId/announcement/$contentId"
        params={{ variant, associationId, contentId: announcement.contentId }}
        className={classes.title}
      >
        {announcement.title}
      </Link>
      <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
        {announcement.summary}
      </Text>
      <Text size="xs" c="dimmed" mt={6}>
        {t('announcementPublishedAt', { at: formatDateTime(announcement.publishedAt) })}
      </Text>
    </li>
  );
};
