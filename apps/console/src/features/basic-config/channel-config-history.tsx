import type { ChannelConfigChange } from '@bk/contracts';
import { EmptyState, formatDateTime } from '@bk/web';
import { List, Timeline } from '@mantine/core';
import { useT } from '../../i18n';

const isIcon = (field: string): boolean => field === 'icoFileId' || field === 'crossImIcoFileId';

/** The recorded changes, newest first: who, when, and each field from → to. */
export const ChannelConfigHistory = ({ history }: { history: readonly ChannelConfigChange[] }) => {
  const t = useT();
  const shown = (value: unknown): string => (value === null || value === '' ? '--' : value === true ? t('channelYes') : value === false ? t('channelNo') : String(value));
  if (history.length === 0) return <EmptyState title={t('channelHistoryEmpty')} />;
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="channel-config-history">
      {history.map((entry) => (
        <Timeline.Item key={entry.version} title={t('channelHistoryEntry', { name: entry.actor.name, at: formatDateTime(entry.at), version: entry.version })}>
          <List size="sm">
            {entry.changes.map((change) => (
              <List.Item key={change.field}>
                {isIcon(change.field)
                  ? t(change.to ? 'channelHistoryIconSet' : 'channelHistoryIconRemoved', { label: t(`channelField_${change.field}`) })
                  : t('channelHistoryChange', { label: t(`channelField_${change.field}`), from: shown(change.from), to: shown(change.to) })}
              </List.Item>
            ))}
          </List>
        </Timeline.Item>
      ))}
    </Timeline>
  );
};
