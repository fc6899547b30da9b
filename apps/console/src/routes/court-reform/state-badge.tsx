import { courtReformStateColor, courtReformStateLabelOf } from '@bk/web';
import { Badge } from '@mantine/core';
import { useT } from '../../i18n';

/** A case state with the domain's zh/en label. */
export const StateBadge = ({ stateCode }: { stateCode: number }) => {
  const t = useT();
  const label = courtReformStateLabelOf(stateCode);
  return (
    <Badge variant="light" color={courtReformStateColor(stateCode)} data-state-code={stateCode}>
      {label ? t.l(label) : t('unknownState', { code: stateCode })}
    </Badge>
  );
};
