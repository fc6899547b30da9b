import { RouterButton, useDocumentTitle } from '@bk/web';
import { Button, Container, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useT } from '../i18n';
import pageClasses from '../routes/page.module.css';
import { usePortal } from '../routes/use-portal';
import classes from './area.module.css';
import { FeedLinks } from './feed-links';
import { Areas, type AreaKey } from '@bk/contracts';
import { TabPanel } from './tab-panel';

const route = getRouteApi('/$variant/$associationId/$area');

/** Links to the applications (the consultation and progress screens live elsewhere). */
const Entries = () => {
  const t = useT();
  const { variant, associationId, traits } = usePortal();
  const params = { variant, associationId };
  return (
    <Group gap="sm" data-testid="area-entries">
      <RouterButton to="/$variant/$associationId/reconciliation" params={params}>
        {traits.consultationNaming ? t('navApplyCsj') : t('navApply')}
      </RouterButton>
      <RouterButton to="/$variant/$associationId/reconciliationList" params={params} variant="light">
        {t('navProgress')}
      </RouterButton>
      {/* The consultation screens belong to the portal accounts: a plain link until their route exists here. */}
      <Button component="a" href={`/${variant}/${encodeURIComponent(associationId)}/consultationList`} variant="light">
        {t('areaConsultation')}
      </Button>
    </Group>
  );
};

/** Any area of any variant: its banner and title, its feeds, its tabs (the tab and page in the URL). */
export const AreaPage = () => {
  const t = useT();
  const { channel, association, traits } = usePortal();
  const { area: areaKey } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const area = Areas[areaKey as AreaKey];
  const tabs = area.tabs(traits.key);
  const current = tabs.find((tab) => tab.key === search.tab) ?? tabs[0]!;
  const page = search.page ?? 1;
  useDocumentTitle(t.l(area.title), association.title);

  return (
    <>
      <FeedLinks channel={channel} feeds={area.feeds} />
      <section className={classes.banner} data-banner={area.banner ?? area.key} data-testid="area-banner">
        <Container size="lg">
          <Title order={1} data-testid="area-title">
            {t.l(area.title)}
          </Title>
        </Container>
      </section>
      <Container size="lg" className={pageClasses.page}>
        <Stack gap="lg">
          {area.entries ? <Entries /> : null}
          <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
            <Tabs
              value={current.key}
              // A tab keeps the reader where they are; a new area starts at the top.
              onChange={(next) => next && void navigate({ search: (previous) => ({ ...previous, tab: next, page: undefined }), replace: true, resetScroll: false })}
              keepMounted={false}
            >
              {tabs.length > 1 ? (
                <Tabs.List className={classes.tabList} mb="lg" data-testid="area-tabs">
                  {tabs.map((tab) => (
                    <Tabs.Tab key={tab.key} value={tab.key} data-testid="area-tab">
                      {t.l(tab)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              ) : null}
              {tabs.map((tab) => (
                <Tabs.Panel key={tab.key} value={tab.key}>
                  <TabPanel area={area} tab={tab} page={page} onPage={(next) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Paper>
        </Stack>
      </Container>
    </>
  );
};
