import type { AnnouncementCommandResponse, AnnouncementSummary } from '@bk/contracts';
import { errorMessage, isApiError } from '@bk/web';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  announcementKeys,
  deleteAnnouncement,
  pinAnnouncement,
  refreshAfterAnnouncementCommand,
  switchAnnouncement,
} from '../../announcements/announcement-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../../features/shell/use-association';

/** What a list row can do to its announcement; each names the version the row shows. */
export type AnnouncementRowAction = 'publish' | 'unpublish' | 'pin' | 'unpin' | 'delete';

const run = (action: AnnouncementRowAction, row: AnnouncementSummary): Promise<AnnouncementCommandResponse> => {
  const target = { contentId: row.contentId, version: row.version };
  switch (action) {
    case 'publish':
    case 'unpublish':
      return switchAnnouncement({ ...target, published: action === 'publish' });
    case 'pin':
    case 'unpin':
      return pinAnnouncement({ ...target, pinned: action === 'pin' });
    case 'delete':
      return deleteAnnouncement(target);
  }
};

const doneMessage = {
  publish: 'announcementPublished',
  unpublish: 'announcementUnpublished',
  pin: 'announcementPinned',
  unpin: 'announcementUnpinned',
  delete: 'announcementDeleted',
} as const satisfies Record<AnnouncementRowAction, string>;

/**
 * The list's switch, pin and delete. After success the lists refresh once the read model has the
 * new version; a refusal (someone else changed it first: 409; or the key was withdrawn: 403) says
 * why and reloads the rows as they are now.
 */
export const useAnnouncementCommand = (onSettled?: () => void) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  return useMutation({
    mutationFn: ({ action, row }: { action: AnnouncementRowAction; row: AnnouncementSummary }) => run(action, row),
    onSuccess: async (result, { action, row }) => {
      notifications.show({ color: 'green', message: t(doneMessage[action], { title: row.title }) });
      await refreshAfterAnnouncementCommand(queryClient, channel, result);
    },
    onError: (error) => {
      if (!isApiError(error) || error.unauthorized) return;
      // The API client leaves 403 and (for these calls) 409 to the page; anything else it has shown.
      if (error.conflict || error.status === 403) {
        notifications.show({ color: 'red', title: t('announcementRefused'), message: t.m(errorMessage(error)), withBorder: true });
      }
      void queryClient.invalidateQueries({ queryKey: announcementKeys.all(channel) });
    },
    onSettled,
  });
};
