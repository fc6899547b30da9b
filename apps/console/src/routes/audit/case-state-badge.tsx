import type { AuditCaseKind } from '@bk/contracts';
import { caseLabels } from '@bk/web';
import { Badge } from '@mantine/core';
import { useT } from '../../i18n';

/** A state code read in the numbering of its own kind of case (the same code means different states). */
export const CaseStateBadge = ({ kind, stateCode }: { kind: AuditCaseKind; stateCode: number }) => {
  const t = useT();
  const labels = caseLabels[kind];
  const label = labels.stateLabelOf(stateCode);
  return (
    <Badge variant="light" color={labels.stateColor(stateCode)} data-state-code={stateCode} miw="max-content">
      {label ? t.l(label) : t('unknownState', { code: stateCode })}
    </Badge>
  );
};

export const useKindLabel = () => {
  const t = useT();
  return (kind: AuditCaseKind): string => (kind === 'court-reform' ? t('auditKindCourtReform') : t('auditKindRestructuringTask'));
};
