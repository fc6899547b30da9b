import { AnnouncementTypes, codeEntries, type AnnouncementTypeCode } from '@bk/domain';
import { useDocumentTitle } from '@bk/web';
import { Container, Group, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { ArticleList } from '../article-list';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { announcementPageQueryOptions, PORTAL_ANNOUNCEMENT_PAGE_SIZE } from './announcement-api';
import { AnnouncementItem } from './announcement-item';

const route = getRouteApi('/$variant/$associationId/announcement');

const ALL = 'all';

/** The association's published announcements, by type (spec §3: types 1–6), pinned first then newest. */
export const AnnouncementListPage = () => {
  const t = useT();
  const { channel, association } = usePortal();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = { page: search.page ?? 1, announcementType: search.type };
  const list = useQuery(announcementPageQueryOptions(channel, params));
  useDocumentTitle(t('announcementsTitle'), association.title);
  const now = new Date().toISOString();
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / PORTAL_ANNOUNCEMENT_PAGE_SIZE)) : 1;

  const show = (next: { page?: number; type?: AnnouncementTypeCode }) =>
    void navigate({ search: (previous) => ({ ...previous, page: next.page && next.page > 1 ? next.page : undefined, type: next.type }) });

  return (
    <Container size="lg" className={pageClasses.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('announcementsTitle')}</Title>
          <Text c="dimmed">{t('announcementsIntro')}</Text>
        </div>
        <Tabs
          value={params.announcementType === undefined ? ALL : String(params.announcementType)}
          onChange={(value) => show({ type: value === null || value === ALL ? undefined : (Number(value) as AnnouncementTypeCode) })}
        >
          <Tabs.List aria-label={t('announcementsTypeTabs')}>
            <Tabs.Tab value={ALL}>{t('announcementsAllTypes')}</Tabs.Tab>
            {codeEntries(AnnouncementTypes).map((entry) => (
              <Tabs.Tab key={entry.code} value={String(entry.code)}>
                {t.l(entry)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <ArticleList
          query={list}
          empty={params.announcementType === undefined ? t('announcementsEmpty') : t('announcementsEmptyType')}
          testId="announcement-list"
        >
          {(announcement) => <AnnouncementItem key={announcement.contentId} announcement={announcement} now={now} />}
        </ArticleList>
        {list.data && list.data.total > PORTAL_ANNOUNCEMENT_PAGE_SIZE ? (
          <Group justify="center">
            <Pagination
              total={totalPages}
              value={Math.min(params.page, totalPages)}
              onChange={(page) => show({ page, type: params.announcementType })}
              aria-label={t('announcementsPagination')}
            />
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
};
