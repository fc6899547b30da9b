import type { RosterEntrySummary } from '@bk/contracts';
import { checkInstitution, codeEntries, OrganisationTypes } from '@bk/domain';
import { useSubmissionKey } from '@bk/web';
import { Select, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { bindTextFields, FormModal, useFieldProblems } from '../shared/form-dialogs';
import { refreshRoster, saveRosterEntry } from './roster-queries';

type Values = { orgType: string; name: string; creditCode: string; contactPerson: string; contactPhone: string; address: string; qualificationLevel: string };

const valuesOf = (entry: RosterEntrySummary | null, orgType: number | undefined): Values => ({
  orgType: String(entry?.orgType ?? orgType ?? 1),
  name: entry?.name ?? '',
  creditCode: entry?.creditCode ?? '',
  contactPerson: entry?.contactPerson ?? '',
  contactPhone: entry?.contactPhone ?? '',
  address: entry?.address ?? '',
  qualificationLevel: entry?.qualificationLevel ?? '',
});

/**
 * rosterEdit: a new entry, or one edited at the version the list showed. The domain's own field
 * rules run as the user submits, so each field shows its message before anything is sent; the
 * server checks again (and the credit code's uniqueness, and a stale version).
 */
export const RosterEntryForm = ({ entry, defaultType, onClose }: { entry: RosterEntrySummary | null; defaultType?: number; onClose: () => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const submissionKey = useSubmissionKey();
  const [values, setValues] = useState<Values>(() => valuesOf(entry, defaultType));
  const { setProblems, problemOf } = useFieldProblems();
  const [error, setError] = useState<string | null>(null);
  const input = { ...values, orgType: Number(values.orgType) };
  const mutation = useMutation({
    mutationFn: () => saveRosterEntry({ ...input, ...(entry ? { entryId: entry.entryId, version: entry.version } : {}) }, submissionKey.current()),
    onSuccess: async () => {
      submissionKey.renew();
      await refreshRoster(queryClient, channel);
      notifications.show({ color: 'green', message: t('rosterSaved', { name: values.name.trim() }) });
      onClose();
    },
    onError: (failure) => setError(failure.message),
  });
  const submit = () => {
    setError(null);
    const checked = checkInstitution(input);
    setProblems(checked.ok ? [] : checked.problems);
    if (checked.ok) mutation.mutate();
  };
  const field = bindTextFields(values, setValues, problemOf, 'roster');
  return (
    <FormModal title={entry ? t('rosterFormEdit') : t('rosterFormCreate')} size="lg" error={error} pending={mutation.isPending} submitTestId="roster-save" onSubmit={submit} onClose={onClose}>
      <Select
        label={t('rosterOrgType')}
        required
        allowDeselect={false}
        data={codeEntries(OrganisationTypes).map((type) => ({ value: String(type.code), label: t.l(type) }))}
        value={values.orgType}
        error={problemOf('orgType')}
        onChange={(value) => setValues({ ...values, orgType: value ?? values.orgType })}
        data-testid="roster-orgType"
      />
      {field('name', t('rosterName'), { required: true, maxLength: 100 })}
      {field('creditCode', t('rosterCreditCode'), { required: true, maxLength: 18 })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('contactPerson', t('rosterContactPerson'), { required: true, maxLength: 30 })}
        {field('contactPhone', t('rosterContactPhone'), { required: true, maxLength: 20, inputMode: 'tel' })}
      </SimpleGrid>
      {field('address', t('rosterAddress'), { maxLength: 200 })}
      {field('qualificationLevel', t('rosterQualification'), { maxLength: 30 })}
    </FormModal>
  );
};
