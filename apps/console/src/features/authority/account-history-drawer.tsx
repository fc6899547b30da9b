import type { StaffUserSummary } from '@bk/contracts';
import { EmptyState, ErrorState, formatDateTime } from '@bk/web';
import { Drawer, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { accountHistoryQueryOptions } from './authority-queries';
import { keyLabel } from './permission-key-options';

const EVENT_TYPES = ['StaffAccountCreated', 'StaffAccountEdited', 'StaffAccessSet', 'StaffAccountDisabled', 'StaffAccountEnabled', 'StaffPasswordReset', 'StaffPasswordChanged'] as const;
type EventType = (typeof EVENT_TYPES)[number];
const isKnown = (type: string): type is EventType => (EVENT_TYPES as readonly string[]).includes(type);

/** Every recorded change of one account: what, by whom, when (the account's event stream). */
export const AccountHistoryDrawer = ({ account, onClose }: { account: StaffUserSummary; onClose: () => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const history = useQuery(accountHistoryQueryOptions(channel, account.uid));
  const keys = (list: unknown) => (Array.isArray(list) ? list.map((key) => keyLabel(String(key), t.l)).join('、') : '');
  return (
    <Drawer opened onClose={onClose} position="right" size="md" title={t('historyTitle', { loginId: account.loginId })}>
      {history.isPending ? (
        <Stack aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <EmptyState title={t('historyEmpty')} />
      ) : (
        <Timeline active={history.data.length} bulletSize={14} data-testid="account-history">
          {history.data.map((entry) => (
            <Timeline.Item key={entry.version} title={isKnown(entry.type) ? t(entry.type) : entry.type}>
              <Text size="sm" c="dimmed">
                {t('historyEntry', { actor: entry.actorName, at: formatDateTime(entry.at) })}
              </Text>
              {entry.type === 'StaffAccessSet' ? (
                <>
                  {keys(entry.data.added) ? <Text size="sm">{t('historyAdded', { keys: keys(entry.data.added) })}</Text> : null}
                  {keys(entry.data.removed) ? <Text size="sm">{t('historyRemoved', { keys: keys(entry.data.removed) })}</Text> : null}
                </>
              ) : null}
              {entry.type === 'StaffAccountDisabled' ? <Text size="sm">{String(entry.data.reason ?? '')}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Drawer>
  );
};
