import { PermissionKeys } from '@bk/domain';
import { RouterAnchor, RouterButton } from '@bk/web';
import { Alert, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { CaseQueuePage } from '../cases/case-list-page';
import { useAssociation } from '../shell/use-association';
import { useRightKeys } from '../shell/use-right-keys';
import { hasDraftInput } from './apply-draft';
import { applyStepPaths } from './apply-step-paths';
import { restructuringKind } from './restructuring-kind';
import { useApplyDraft } from './use-apply-draft';

/** The task just filed, announced once at the top of the list (history state: gone with a new visit). */
const SubmittedBanner = ({ taskId, taskNumber }: { taskId: string; taskNumber: string }) => {
  const t = useT();
  const { associationId } = useAssociation();
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves to the outcome so screen readers announce it and keyboard users start there.
  useEffect(() => ref.current?.focus(), []);
  if (!open) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      variant="light"
      withCloseButton
      closeButtonLabel={t('close')}
      onClose={() => setOpen(false)}
      title={t('taskApplySubmitted', { number: taskNumber })}
      role="status"
      data-testid="task-submitted"
    >
      <Text size="sm">
        {t('taskApplySubmittedHint')}{' '}
        <RouterAnchor to="/index/$associationId/courtReformApplyList-csj/$caseId" params={{ associationId, caseId: taskId }} size="sm">
          {t('taskViewLabel', { number: taskNumber })}
        </RouterAnchor>
      </Text>
    </Alert>
  );
};

/** courtReformApplyList-csj: what the signed-in user filed, in any state or one (spec §2, always in the menu). */
export const ApplyListPage = () => {
  const t = useT();
  const { associationId } = useAssociation();
  const submitted = useLocation({ select: (location) => location.state.submittedTask });
  const { draft } = useApplyDraft();

  // "My applications" is always in the menu; filing one takes the apply key (staff usually lack it).
  const mayApply = useRightKeys().includes(PermissionKeys.csjApply);
  const startButton = mayApply ? (
    <RouterButton to={applyStepPaths[1]} params={{ associationId }} data-testid="task-apply-start">
      {hasDraftInput(draft) ? t('taskApplyContinue') : t('taskApplyStart')}
    </RouterButton>
  ) : null;

  return (
    <CaseQueuePage
      kind={restructuringKind}
      queueKey="courtReformApplyList-csj"
      headerAction={startButton}
      banner={submitted ? <SubmittedBanner key={submitted.taskId} {...submitted} /> : null}
      emptyAction={startButton}
    />
  );
};
