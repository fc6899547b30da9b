import { contentStatusFilters, type ContentCategoryList, type ContentStatusFilter } from '@bk/contracts';
import { AnnouncementTypes, codeEntries, DEBOUNCE_MS, type AnnouncementTypeCode, type ContentKind } from '@bk/domain';
import '@mantine/dates/styles.css';
import { Button, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { listFiltersOf } from '../content-kind-view';
import type { ContentListSearch } from '../content-list-search';
import { useContentT } from '../content-messages';
import type { ContentScreen } from '../content-screens';
import { LabelPicker } from './label-picker';
import classes from './content-list.module.css';

const ALL = 'all';

const statusLabel = { published: 'contentStatusPublished', unpublished: 'contentStatusUnpublished', scheduled: 'contentStatusScheduled' } as const satisfies Record<
  ContentStatusFilter,
  string
>;

export type ContentFiltersProps = {
  screen: ContentScreen;
  kind: ContentKind;
  channel: string;
  search: ContentListSearch<ContentStatusFilter>;
  categories: ContentCategoryList;
  /** A new filter (page back to 1); `replace` while typing so history is not one entry per letter. */
  onChange: (next: Partial<ContentListSearch<ContentStatusFilter>>, replace?: boolean) => void;
};

/** The kind's filters as its description lists them, every one kept in the URL. */
export const ContentFilters = ({ screen, kind, channel, search, categories, onChange }: ContentFiltersProps) => {
  const t = useContentT();
  const filters = new Set(listFiltersOf(kind));
  const noun = t.l(screen.noun);
  const [keywordInput, setKeywordInput] = useState(search.keyword ?? '');
  const [debouncedKeyword] = useDebouncedValue(keywordInput.trim(), DEBOUNCE_MS);
  // Typing settles (spec §9: 500 ms) before the URL, and so the query, follows.
  useEffect(() => {
    if (debouncedKeyword !== (search.keyword ?? '')) onChange({ keyword: debouncedKeyword || undefined }, true);
    // Keyed on the settled keyword only: URL changes must not re-trigger a search.
  }, [debouncedKeyword]);
  // Back/forward changes the URL's keyword: show it in the box.
  useEffect(() => {
    setKeywordInput((current) => (current.trim() === (search.keyword ?? '') ? current : (search.keyword ?? '')));
  }, [search.keyword]);

  const kindCategories = useMemo(() => categories.filter((category) => category.kind === kind.key), [categories, kind.key]);
  const categoryOptions = [{ value: ALL, label: t('contentCategoryAll') }, ...kindCategories.map((category) => ({ value: String(category.code), label: category.name }))];
  const statusOptions = [{ value: ALL, label: t('contentStatusAll') }, ...contentStatusFilters.map((status) => ({ value: status, label: t(statusLabel[status]) }))];
  const typeOptions = [
    { value: ALL, label: t('contentTypeAll') },
    ...codeEntries(AnnouncementTypes).map((entry) => ({ value: String(entry.code), label: t.l(entry) })),
  ];
  const filtered = Boolean(search.keyword || search.category || search.status || search.label || search.from || search.to || search.type);

  return (
    <div className={classes.filters} role="search">
      <TextInput
        className={classes.search}
        type="search"
        label={t('contentSearchLabel', { noun })}
        placeholder={t('contentSearchPlaceholder')}
        value={keywordInput}
        onChange={(event) => setKeywordInput(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter searches at once instead of waiting for the debounce.
          if (event.key === 'Enter') onChange({ keyword: keywordInput.trim() || undefined });
        }}
        maxLength={100}
      />
      {filters.has('announcementType') ? (
        <Select
          label={t('contentTypeFilter')}
          data={typeOptions}
          value={search.type === undefined ? ALL : String(search.type)}
          onChange={(value) => onChange({ type: value === null || value === ALL ? undefined : (Number(value) as AnnouncementTypeCode) })}
          allowDeselect={false}
          w={200}
          data-testid="content-type-filter"
        />
      ) : null}
      {filters.has('category') && kindCategories.length > 0 ? (
        <Select
          label={t('contentCategoryFilter')}
          data={categoryOptions}
          value={search.category ?? ALL}
          onChange={(value) => onChange({ category: value === null || value === ALL ? undefined : value })}
          allowDeselect={false}
          w={180}
          data-testid="content-category-filter"
        />
      ) : null}
      <Select
        label={t('contentStatusFilter')}
        data={statusOptions}
        value={search.status ?? ALL}
        onChange={(value) => onChange({ status: value === null || value === ALL ? undefined : (value as ContentStatusFilter) })}
        allowDeselect={false}
        w={140}
        data-testid="content-status-filter"
      />
      {filters.has('label') ? (
        <div className={classes.labelFilter}>
          <LabelPicker channel={channel} single label={t('contentLabelFilter')} value={search.label ? [search.label] : []} onChange={(ids) => onChange({ label: ids.at(-1) })} />
        </div>
      ) : null}
      {filters.has('dateRange') ? (
        <DatePickerInput
          type="range"
          label={t('contentDateRange')}
          placeholder={t('contentDateRangePlaceholder')}
          value={[search.from ?? null, search.to ?? null]}
          onChange={([from, to]) => {
            if ((from && to) || (!from && !to)) onChange({ from: from ?? undefined, to: to ?? undefined });
          }}
          clearable
          valueFormat="YYYY-MM-DD"
          w={240}
          data-testid="content-date-filter"
        />
      ) : null}
      {filtered ? (
        <Button
          variant="subtle"
          onClick={() => {
            setKeywordInput('');
            onChange({ keyword: undefined, category: undefined, status: undefined, label: undefined, from: undefined, to: undefined, type: undefined });
          }}
        >
          {t('contentClearFilters')}
        </Button>
      ) : null}
    </div>
  );
};
