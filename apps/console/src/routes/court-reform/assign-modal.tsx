import type { CaseSummary } from '@bk/contracts';
import { isApiError } from '@bk/web';
import { Button, Code, Group, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignTask,
  drawRandomHandler,
  invalidateAfterAssignment,
  personnelQueryOptions,
} from '../../court-reform/court-reform-queries';
import { useT } from '../../i18n';
import { PersonnelOptions, useAllocationChoice, type AllocationChoice } from '../shared/allocation';
import classes from '../shared/allocation.module.css';
import { useAssociation } from '../../features/shell/use-association';

export type AssignModalProps = { summary: CaseSummary | null; onClose: () => void };

/**
 * Allocation in two steps: pick a handler (or draw one at random), then confirm. A random
 * draw is confirmed with its seed and candidate list, so the server allocates exactly that draw.
 */
export const AssignModal = ({ summary, onClose }: AssignModalProps) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  const caseId = summary?.caseId;
  const { mode, setMode, selectedUid, setSelectedUid, draw, setDraw, confirming, setConfirming, choiceAmong } = useAllocationChoice(caseId);

  const personnel = useQuery({ ...personnelQueryOptions(channel, caseId ?? ''), enabled: caseId !== undefined && mode === 'manual' });
  const choice = choiceAmong(personnel.data);

  const drawMutation = useMutation({
    mutationFn: (id: string) => drawRandomHandler(id),
    onSuccess: setDraw,
  });

  const assignMutation = useMutation({
    mutationFn: (choice: AllocationChoice) =>
      assignTask({ caseId: caseId ?? '', assigneeId: choice.personnel.uid, ...(choice.draw ? { draw: choice.draw } : {}) }),
    onSuccess: async (_result, choice) => {
      notifications.show({
        color: 'green',
        message: t('assignSuccess', { caseNumber: summary?.caseNumber ?? '', name: choice.personnel.name }),
      });
      onClose();
      await invalidateAfterAssignment(queryClient, channel);
    },
    onError: async (error) => {
      // 409: someone else allocated it, or the state moved on. The toast carries the server's reason.
      if (isApiError(error) && error.conflict) {
        onClose();
        await invalidateAfterAssignment(queryClient, channel);
      }
    },
  });


  const manualStep = (
    <PersonnelOptions
      personnel={personnel}
      selectedUid={selectedUid}
      onSelect={setSelectedUid}
      label={t('chooseHandler')}
      emptyText={t('noPersonnel')}
      openCountText={(count) => t('openCases', { count })}
      optionTestId="personnel-option"
    />
  );

  const randomStep = (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('randomIntro')}
      </Text>
      {draw ? (
        <Paper p="md" className={classes.drawn} aria-live="polite" data-testid="random-draw-result">
          <Text size="sm" c="dimmed">
            {t('randomDrawn')}
          </Text>
          <Text fw={700} size="lg">
            {draw.personnel.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('openCases', { count: draw.personnel.openCases })}
          </Text>
          <Text size="sm" mt="xs">
            {t('drawSeed')}: <Code className={classes.seed}>{draw.seed}</Code>
          </Text>
          <Text size="sm">
            {t('drawCandidates')}: {draw.candidates.length}
          </Text>
        </Paper>
      ) : (
        <Group>
          <Button
            variant="light"
            loading={drawMutation.isPending}
            onClick={() => caseId && drawMutation.mutate(caseId)}
            data-testid="random-draw-button"
          >
            {t('randomDraw')}
          </Button>
        </Group>
      )}
    </Stack>
  );

  return (
    <Modal
      opened={summary !== null}
      onClose={onClose}
      title={summary ? t('assignModalTitle', { caseNumber: summary.caseNumber }) : undefined}
      size="lg"
    >
      {summary && confirming ? (
        <Stack gap="md" data-testid="assign-confirm">
          <Text fw={600}>{t('confirmAssignTitle')}</Text>
          <Text>
            {t('confirmAssignText', {
              caseNumber: summary.caseNumber,
              enterprise: summary.enterpriseName,
              name: confirming.personnel.name,
            })}
          </Text>
          {confirming.draw ? (
            <Text size="sm" c="dimmed" className={classes.seed}>
              {t('confirmAssignRandom', { seed: confirming.draw.seed })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={assignMutation.isPending}>
              {t('previous')}
            </Button>
            <Button onClick={() => assignMutation.mutate(confirming)} loading={assignMutation.isPending} data-autofocus>
              {t('confirmAssign')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('assignModeLabel')}
            value={mode}
            onChange={(value) => setMode(value === 'random' ? 'random' : 'manual')}
            data={[
              { value: 'manual', label: t('assignManual') },
              { value: 'random', label: t('assignRandom') },
            ]}
          />
          {mode === 'manual' ? manualStep : randomStep}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button disabled={choice === null} onClick={() => choice && setConfirming(choice)} data-testid="assign-next">
              {t('next')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
