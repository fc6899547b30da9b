import { Button, Group, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n';
import { CaseActionModal, type CaseTarget } from './case-action-modal';
import { offeredActions, type CaseActionTone, type CaseKindDescription } from './case-kind';
import { actionKey } from './case-kit-messages';

const buttonLook: Record<CaseActionTone, Pick<ButtonProps, 'variant' | 'color'>> = {
  forward: { variant: 'filled' },
  secondary: { variant: 'light' },
  danger: { variant: 'light', color: 'red' },
  finish: { variant: 'filled', color: 'green' },
};

export type CaseActionButtonsProps = {
  kind: CaseKindDescription;
  target: CaseTarget;
  /** What the server says the viewer may do now; nothing else is offered. */
  actions: readonly string[];
  size?: ButtonProps['size'];
};

/** A button per available action, each opening its input and confirmation steps. */
export const CaseActionButtons = ({ kind, target, actions, size = 'xs' }: CaseActionButtonsProps) => {
  const t = useT();
  const [action, setAction] = useState<string | null>(null);
  const offered = offeredActions(kind, actions);
  if (offered.length === 0) return null;
  return (
    <>
      <Group gap={6} wrap="nowrap">
        {offered.map((name) => (
          <Button
            key={name}
            size={size}
            {...buttonLook[kind.actions[name]!.tone]}
            onClick={() => setAction(name)}
            aria-label={t(actionKey(kind, name, 'ActionLabel'), { number: target.number })}
            data-testid={`${kind.testIdPrefix}-action-${name}`}
          >
            {t(actionKey(kind, name, 'Action'))}
          </Button>
        ))}
      </Group>
      <CaseActionModal kind={kind} target={target} action={action} onClose={() => setAction(null)} />
    </>
  );
};
