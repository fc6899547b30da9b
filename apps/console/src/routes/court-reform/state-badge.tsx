import { courtReformStateColor, courtReformStateLabelOf } from '@bk/web';
import { Badge } from '@mantine/core';
import { useT } from '../../i18n';

/** A case state with the domain's zh/en label. */
export const StateBadge = ({ stateCode }: { stateCode: number }) => {
  const t = useT();
  const label = courtReformStateLabelOf(stateCode);
  return (
    // Never cut short in a narrow table column: the English labels are long.
    <Badge variant="light" color={courtReformStateColor(stateCode)} data-state-code={stateCode} miw="max-content">
      {label ? t.l(label) : t('unknownState', { code: stateCode })}
    </Badge>
  );
};
