import { isApiError } from '@bk/web';
import { Button, Code, Group, List, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { PersonnelOptions, useAllocationChoice, type AllocationChoice } from './allocation';
import classes from './allocation.module.css';
import type { CaseTarget } from './case-action-modal';
import type { CaseKindDescription } from './case-kind';
import { kitKey } from './case-kit-messages';
import { casePersonnelQueryOptions, invalidateCases, refreshWhenCaseShows } from './case-queries';

export type CaseAssignModalProps = { kind: CaseKindDescription; target: CaseTarget | null; onClose: () => void };

/**
 * Allocation in two steps: pick a person (or draw one at random), then confirm. A draw is shown
 * with its seed and every candidate, and confirmed with them, so the server allocates exactly
 * that draw and records it.
 */
export const CaseAssignModal = ({ kind, target, onClose }: CaseAssignModalProps) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  const id = target?.id;
  const tid = kind.testIdPrefix;
  const key = (role: Parameters<typeof kitKey>[1]) => kitKey(kind, role);
  const { mode, setMode, selectedUid, setSelectedUid, draw, setDraw, confirming, setConfirming, choiceAmong } = useAllocationChoice(id);

  // Also names a draw's candidates, so it loads in either mode.
  const personnel = useQuery({ ...casePersonnelQueryOptions(kind, channel, id ?? ''), enabled: id !== undefined });
  const choice = choiceAmong(personnel.data);

  const drawMutation = useMutation({ mutationFn: (caseId: string) => kind.assign.draw(caseId), onSuccess: setDraw });

  const assignMutation = useMutation({
    mutationFn: (chosen: AllocationChoice) =>
      kind.assign.run({ id: id ?? '', assigneeId: chosen.personnel.uid, ...(chosen.draw ? { draw: chosen.draw } : {}) }),
    onSuccess: (result, chosen) => {
      notifications.show({ color: 'green', message: t(key('AssignSuccess'), { number: target?.number ?? '', name: chosen.personnel.name }) });
      onClose();
      // Without a version in the answer, the case has moved on once it no longer waits for allocation.
      const { version } = result;
      if (id) {
        void refreshWhenCaseShows(queryClient, kind, channel, id, (detail) =>
          version === undefined ? detail.stateCode !== kind.assign.stateCode : detail.version >= version,
        );
      }
    },
    onError: async (error) => {
      // 409: someone else allocated it, the state moved on, or the candidates changed since the draw.
      // The toast carries the server's reason; the lists show the case as it is now.
      if (isApiError(error) && error.conflict) {
        onClose();
        await invalidateCases(queryClient, kind, channel);
      }
    },
  });

  const nameOf = (uid: string) => personnel.data?.find((person) => person.uid === uid)?.name ?? uid;

  const drawButton = (label: string, variant: 'light' | 'subtle') => (
    <Group>
      <Button variant={variant} loading={drawMutation.isPending} onClick={() => id && drawMutation.mutate(id)} data-testid={`${tid}-random-draw-button`}>
        {label}
      </Button>
    </Group>
  );

  const randomStep = (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(key('RandomIntro'))}
      </Text>
      {draw ? (
        <>
          <Paper p="md" className={classes.drawn} aria-live="polite" data-testid={`${tid}-random-draw-result`}>
            <Text size="sm" c="dimmed">
              {t(key('RandomDrawn'))}
            </Text>
            <Text fw={700} size="lg">
              {draw.personnel.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t(key('OpenCount'), { count: draw.personnel.openCases })}
            </Text>
            <Text size="sm" mt="xs">
              {t(key('DrawSeed'))}: <Code className={classes.seed}>{draw.seed}</Code>
            </Text>
            <Text size="sm" mt="xs">
              {t(key('DrawCandidates'), { count: draw.candidates.length })}
            </Text>
            <List size="sm" data-testid={`${tid}-random-draw-candidates`}>
              {draw.candidates.map((uid) => (
                <List.Item key={uid} fw={uid === draw.personnel.uid ? 700 : undefined}>
                  {nameOf(uid)}
                </List.Item>
              ))}
            </List>
          </Paper>
          {drawButton(t(key('RandomRedraw')), 'subtle')}
        </>
      ) : (
        drawButton(t(key('RandomDraw')), 'light')
      )}
    </Stack>
  );

  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? t(key('AssignModalTitle'), { number: target.number }) : undefined} size="lg">
      {target && confirming ? (
        <Stack gap="md" data-testid={`${tid}-assign-confirm`}>
          <Text fw={600}>{t(key('ConfirmAssignTitle'))}</Text>
          <Text>{t(key('ConfirmAssignText'), { number: target.number, enterprise: target.enterpriseName, name: confirming.personnel.name })}</Text>
          {confirming.draw ? (
            <Text size="sm" c="dimmed" className={classes.seed}>
              {t(key('ConfirmAssignRandom'), { seed: confirming.draw.seed })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={assignMutation.isPending}>
              {t(key('AssignBack'))}
            </Button>
            <Button onClick={() => assignMutation.mutate(confirming)} loading={assignMutation.isPending} data-autofocus>
              {t(key('ConfirmAssign'))}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <SegmentedControl
            aria-label={t(key('AssignModeLabel'))}
            value={mode}
            onChange={(value) => setMode(value === 'random' ? 'random' : 'manual')}
            data={[
              { value: 'manual', label: t(key('AssignManual')) },
              { value: 'random', label: t(key('AssignRandom')) },
            ]}
          />
          {mode === 'manual' ? (
            <PersonnelOptions
              personnel={personnel}
              selectedUid={selectedUid}
              onSelect={setSelectedUid}
              label={t(key('ChooseAssignee'))}
              emptyText={t(key('NoPersonnel'))}
              openCountText={(count) => t(key('OpenCount'), { count })}
              optionTestId={`${tid}-personnel-option`}
            />
          ) : (
            randomStep
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button disabled={choice === null} onClick={() => choice && setConfirming(choice)} data-testid={`${tid}-assign-next`}>
              {t(key('AssignNext'))}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
