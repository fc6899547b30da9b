import { DEBOUNCE_MS } from '@bk/domain';
import { errorMessage, isApiError } from '@bk/web';
import { ActionIcon, Button, Combobox, Group, Input, Modal, Pill, PillsInput, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useContentT } from '../content-messages';
import { createLabel, deleteLabel, labelKeys, labelSearchQueryOptions, labelsUnavailable, type ContentLabel } from '../label-queries';

export type LabelPickerProps = {
  channel: string;
  /** Label ids; their names come from the association's label list. */
  value: readonly string[];
  onChange: (labelIds: string[]) => void;
  /** Label-only mode for list filters: one label, no creating or deleting. */
  single?: boolean;
  label?: string;
};

/**
 * Labels on an item: search the association's labels, pick several, add a new one by name, or
 * delete one (confirmed). Where the server has no label calls (404) it says so and offers nothing.
 */
export const LabelPicker = ({ channel, value, onChange, single = false, label }: LabelPickerProps) => {
  const t = useContentT();
  const queryClient = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const [deleting, setDeleting] = useState<ContentLabel | null>(null);
  const found = useQuery(labelSearchQueryOptions(channel, keyword));
  // Every label (blank keyword) names the chosen ids, whatever is being searched.
  const known = useQuery(labelSearchQueryOptions(channel, ''));
  const [created, setCreated] = useState<readonly ContentLabel[]>([]);
  const nameOf = (id: string) => [...(known.data ?? []), ...created].find((candidate) => candidate.id === id)?.name ?? '…';
  const chosen = value.map((id) => ({ id, name: nameOf(id) }));

  const create = useMutation({
    mutationFn: createLabel,
    onSuccess: async (label) => {
      setCreated((current) => [...current, label]);
      onChange([...value, label.id]);
      setSearch('');
      await queryClient.invalidateQueries({ queryKey: labelKeys.all(channel) });
    },
  });
  const remove = useMutation({
    mutationFn: (target: ContentLabel) => deleteLabel(target.id),
    onSuccess: async (_, target) => {
      onChange(value.filter((id) => id !== target.id));
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: labelKeys.all(channel) });
    },
  });

  if (found.isError && labelsUnavailable(found.error)) {
    return (
      <Input.Wrapper label={label ?? t('labelsLabel')}>
        <Text size="sm" c="dimmed" data-testid="labels-unavailable">
          {t('labelsUnavailable')}
        </Text>
      </Input.Wrapper>
    );
  }

  const chosenIds = new Set(value);
  const options = (found.data ?? []).filter((candidate) => !chosenIds.has(candidate.id));
  const typed = search.trim();
  const canCreate = !single && typed !== '' && !(found.data ?? []).some((candidate) => candidate.name === typed) && !chosen.some((label) => label.name === typed);
  const pick = (picked: ContentLabel) => {
    onChange(single ? [picked.id] : [...value, picked.id]);
    setSearch('');
    if (single) combobox.closeDropdown();
  };
  const failure = create.error ?? remove.error;

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={(optionValue) => {
          if (optionValue === '__create__') create.mutate(typed);
          else {
            const picked = options.find((candidate) => candidate.id === optionValue);
            if (picked) pick(picked);
          }
        }}
      >
        <Combobox.DropdownTarget>
          <PillsInput
            label={label ?? t('labelsLabel')}
            onClick={() => combobox.openDropdown()}
            error={failure && isApiError(failure) ? t.m(errorMessage(failure)) : found.isError ? t('labelsFailed') : undefined}
            data-testid="label-picker"
          >
            <Pill.Group>
              {chosen.map((label) => (
                <Pill key={label.id} withRemoveButton onRemove={() => onChange(value.filter((id) => id !== label.id))} removeButtonProps={{ 'aria-label': t('labelRemove', { name: label.name }) }}>
                  {label.name}
                </Pill>
              ))}
              <Combobox.EventsTarget>
                <PillsInput.Field
                  value={search}
                  placeholder={t('labelsPlaceholder')}
                  onFocus={() => combobox.openDropdown()}
                  onBlur={() => combobox.closeDropdown()}
                  onChange={(event) => {
                    combobox.updateSelectedOptionIndex();
                    setSearch(event.currentTarget.value);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Backspace' && search === '' && value.length > 0) onChange(value.slice(0, -1));
                  }}
                  aria-label={label ?? t('labelsLabel')}
                />
              </Combobox.EventsTarget>
            </Pill.Group>
          </PillsInput>
        </Combobox.DropdownTarget>
        <Combobox.Dropdown>
          <Combobox.Options>
            {options.map((candidate) => (
              <Combobox.Option value={candidate.id} key={candidate.id}>
                <Group justify="space-between" wrap="nowrap">
                  <span>{candidate.name}</span>
                  {single ? null : (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('labelDelete', { name: candidate.name })}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={(event) => {
                        event.stopPropagation();
                        setDeleting(candidate);
                      }}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              </Combobox.Option>
            ))}
            {canCreate ? <Combobox.Option value="__create__">{t('labelsCreate', { name: typed })}</Combobox.Option> : null}
            {options.length === 0 && !canCreate ? <Combobox.Empty>{t('labelsNone')}</Combobox.Empty> : null}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('labelDeleteTitle')}>
        <Stack gap="md">
          <Text>{t('labelDeleteText', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)} data-autofocus>
              {t('labelDeleteSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
