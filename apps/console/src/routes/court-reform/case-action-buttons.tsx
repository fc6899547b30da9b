import type { CaseAction, CaseSummary } from '@bk/contracts';
import { Button, Group, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n';
import { CaseActionModal, type CaseActionTarget } from './case-action-modal';

/** The step that moves a case forward stands out; a note is secondary; a rejection reads as danger. */
const buttonLook: Record<CaseAction, Pick<ButtonProps, 'variant' | 'color'>> = {
  sign: { variant: 'filled' },
  note: { variant: 'light' },
  reject: { variant: 'light', color: 'red' },
  register: { variant: 'filled' },
  issueStatement: { variant: 'filled' },
  complete: { variant: 'filled', color: 'green' },
};

export type CaseActionButtonsProps = {
  summary: CaseActionTarget['summary'] & Pick<CaseSummary, 'caseNumber'>;
  /** What the server says the viewer may do now; nothing else is offered. */
  actions: readonly CaseAction[];
  size?: ButtonProps['size'];
};

/** A button per available action, each opening its input and confirmation steps. */
export const CaseActionButtons = ({ summary, actions, size = 'xs' }: CaseActionButtonsProps) => {
  const t = useT();
  const [target, setTarget] = useState<CaseActionTarget | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap={6} wrap="nowrap">
        {actions.map((action) => (
          <Button
            key={action}
            size={size}
            {...buttonLook[action]}
            onClick={() => setTarget({ action, summary })}
            aria-label={t(`${action}ActionLabel`, { caseNumber: summary.caseNumber })}
            data-testid={`case-action-${action}`}
          >
            {t(`${action}Action`)}
          </Button>
        ))}
      </Group>
      <CaseActionModal target={target} onClose={() => setTarget(null)} />
    </>
  );
};
