import { restructuringTaskStateColor as taskStateColor, restructuringTaskStateLabelOf as taskStateLabelOf } from '@bk/web';
import { Badge } from '@mantine/core';
import { useT } from '../../i18n';

/** A task state with the domain's zh/en label. */
export const TaskStateBadge = ({ stateCode }: { stateCode: number }) => {
  const t = useT();
  const label = taskStateLabelOf(stateCode);
  return (
    <Badge variant="light" color={taskStateColor(stateCode)} data-state-code={stateCode} miw="max-content">
      {label ? t.l(label) : t('taskUnknownState', { code: stateCode })}
    </Badge>
  );
};
