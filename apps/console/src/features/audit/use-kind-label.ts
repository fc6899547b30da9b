import type { AuditCaseKind } from '@bk/contracts';
import { useT } from '../../i18n';

export const useKindLabel = () => {
  const t = useT();
  return (kind: AuditCaseKind): string => (kind === 'court-reform' ? t('auditKindCourtReform') : t('auditKindRestructuringTask'));
};
