import { caseLabels, type CaseKind } from '@bk/web';
import { Badge } from '@mantine/core';
import { useT } from '../../i18n';

/** A state code read in the numbering of its own kind of case (the same code means different states). */
export const CaseStateBadge = ({ labels, stateCode }: { labels: CaseKind; stateCode: number }) => {
  const t = useT();
  const kindLabels = caseLabels[labels];
  const label = kindLabels.stateLabelOf(stateCode);
  return (
    // Never cut short in a narrow table column: the English labels are long.
    <Badge variant="light" color={kindLabels.stateColor(stateCode)} data-state-code={stateCode} miw="max-content">
      {label ? t.l(label) : t('unknownState', { code: stateCode })}
    </Badge>
  );
};
