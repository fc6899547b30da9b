import type { ContentCommandResponse, ContentSummary } from '@bk/contracts';
import { errorMessage, isApiError } from '@bk/web';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAssociation } from '../shell/use-association';
import { contentKeys, deleteContent, pinContent, refreshAfterContentCommand, switchContent } from './content-queries';
import { useContentT } from './content-messages';

/** What a list row can do to its item; each names the version the row shows. */
export type ContentRowAction = 'publish' | 'unpublish' | 'pin' | 'unpin' | 'delete';

const run = (action: ContentRowAction, row: ContentSummary): Promise<ContentCommandResponse> => {
  const target = { contentId: row.contentId, version: row.version };
  switch (action) {
    case 'publish':
    case 'unpublish':
      return switchContent({ ...target, published: action === 'publish' });
    case 'pin':
    case 'unpin':
      return pinContent({ ...target, pinned: action === 'pin' });
    case 'delete':
      return deleteContent(target);
  }
};

const doneMessage = {
  publish: 'contentPublished',
  unpublish: 'contentUnpublished',
  pin: 'contentPinned',
  unpin: 'contentUnpinned',
  delete: 'contentDeleted',
} as const satisfies Record<ContentRowAction, string>;

/**
 * A row's switch, pin and delete. After success the lists refresh once the read model has the
 * new version; a refusal (someone else changed it first: 409; the key withdrawn: 403) says why
 * and reloads the rows as they are now.
 */
export const useContentCommand = (onSettled?: () => void) => {
  const t = useContentT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  return useMutation({
    mutationFn: ({ action, row }: { action: ContentRowAction; row: ContentSummary }) => run(action, row),
    onSuccess: async (result, { action, row }) => {
      notifications.show({ color: 'green', message: t(doneMessage[action], { title: row.title }) });
      await refreshAfterContentCommand(queryClient, channel, result);
    },
    onError: (error) => {
      if (!isApiError(error) || error.unauthorized) return;
      if (error.conflict || error.status === 403) {
        notifications.show({ color: 'red', title: t('contentRefused'), message: t.m(errorMessage(error)), withBorder: true });
      }
      void queryClient.invalidateQueries({ queryKey: contentKeys.all(channel) });
    },
    onSettled,
  });
};
