import { Button, Group, Text } from '@mantine/core';
import { createI18n } from '../i18n/create-i18n';
import { formatDateTime } from '../format/format';
import { formRegionMessages } from './form-region-messages';
import type { StepFormState } from './use-form-region';

const { useT } = createI18n(formRegionMessages);

/** Where the step's draft stands, and the button that saves it: nothing typed is lost by leaving. */
export const StepFormDraftBar = ({ state, disabled }: { state: StepFormState; disabled?: boolean }) => {
  const t = useT();
  const { draft, draftProblem, saveDraft } = state;
  const status = draftProblem
    ? draftProblem.kind === 'conflict'
      ? t('formRegionDraftConflict')
      : t('formRegionDraftFailed', { reason: draftProblem.reason ? t.m(draftProblem.reason) : '' })
    : draft.savedAt
      ? t(draft.restored ? 'formRegionDraftRestored' : 'formRegionDraftSaved', { time: formatDateTime(draft.savedAt) })
      : null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c={draftProblem ? 'red' : 'dimmed'} role="status" aria-live="polite" data-testid="draft-status">
        {status}
      </Text>
      <Button variant="default" onClick={() => saveDraft.mutate()} loading={saveDraft.isPending} disabled={disabled} data-testid="draft-save">
        {t('formRegionSaveDraft')}
      </Button>
    </Group>
  );
};
