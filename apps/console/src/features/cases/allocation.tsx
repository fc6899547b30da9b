import type { Personnel, RandomDraw } from '@bk/contracts';
import { EmptyState, ErrorState } from '@bk/web';
import { Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import classes from './allocation.module.css';

export type AllocationMode = 'manual' | 'random';

/** Who the allocator chose: a person from the list, or the person a random draw gave with the draw itself. */
export type AllocationChoice = { personnel: Personnel; draw?: Pick<RandomDraw, 'seed' | 'candidates'> };

/**
 * The state of an allocation dialog, shared by court-reform cases and restructuring tasks: the
 * mode, the person picked, the draw made, and the choice being confirmed. A new target starts
 * from a clean slate.
 */
export const useAllocationChoice = (targetId: string | undefined) => {
  const [mode, setMode] = useState<AllocationMode>('manual');
  const [selectedUid, setSelectedUid] = useState<string | null>(null);
  const [draw, setDraw] = useState<RandomDraw | null>(null);
  const [confirming, setConfirming] = useState<AllocationChoice | null>(null);

  useEffect(() => {
    setMode('manual');
    setSelectedUid(null);
    setDraw(null);
    setConfirming(null);
  }, [targetId]);

  /** The choice ready to confirm, if any: the picked person (among those listed) or the draw's. */
  const choiceAmong = (personnel: readonly Personnel[] | undefined): AllocationChoice | null => {
    if (mode === 'random') return draw ? { personnel: draw.personnel, draw: { seed: draw.seed, candidates: draw.candidates } } : null;
    const selected = personnel?.find((person) => person.uid === selectedUid);
    return selected ? { personnel: selected } : null;
  };

  return { mode, setMode, selectedUid, setSelectedUid, draw, setDraw, confirming, setConfirming, choiceAmong };
};

export type PersonnelOptionsProps = {
  personnel: UseQueryResult<Personnel[]>;
  selectedUid: string | null;
  onSelect: (uid: string) => void;
  label: string;
  emptyText: string;
  openCountText: (count: number) => string;
  optionTestId: string;
};

/** The manual step: the eligible people as radio cards, each with how much open work they hold. */
export const PersonnelOptions = ({ personnel, selectedUid, onSelect, label, emptyText, openCountText, optionTestId }: PersonnelOptionsProps) => {
  if (personnel.isPending) {
    return (
      <Stack gap="xs">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Stack>
    );
  }
  if (personnel.isError) return <ErrorState error={personnel.error} onRetry={() => void personnel.refetch()} />;
  if (personnel.data.length === 0) return <EmptyState title={emptyText} />;
  return (
    <Radio.Group value={selectedUid} onChange={onSelect} label={label} name="assignee">
      <Stack gap="xs" mt="xs">
        {personnel.data.map((person) => (
          <Radio.Card key={person.uid} value={person.uid} p="sm" className={classes.option} data-testid={optionTestId}>
            <Group wrap="nowrap">
              <Radio.Indicator />
              <div>
                <Text fw={500}>{person.name}</Text>
                <Text size="sm" c="dimmed">
                  {openCountText(person.openCases)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
};
