import { Container, Paper, SimpleGrid, Title } from '@mantine/core';
import { useT } from '../i18n';
import { Areas, type AreaTab } from '@bk/contracts';
import { TabPanel } from './tab-panel';

const NEWS: AreaTab = { key: 'homeNews', zh: '新闻动态', en: 'Latest news', source: { type: 'read', read: 'homeNews' } };
const ENTRANCES: AreaTab = { key: 'entrance', zh: '办事入口', en: 'Service entrances', source: { type: 'read', read: 'workEntrance' } };
const LINKS: AreaTab = { key: 'links', zh: '友情链接', en: 'Links', source: { type: 'read', read: 'links' } };

/** The home page's content: the latest news, the work entrances and the friendly links, as the areas show them. */
export const HomeSections = () => {
  const t = useT();
  const sections: [string, AreaTab][] = [
    [t('homeLatestNews'), NEWS],
    [t('homeEntrances'), ENTRANCES],
    [t('homeLinks'), LINKS],
  ];
  return (
    <Container size="lg" pb="xl">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {sections.map(([title, tab]) => (
          <Paper key={tab.key} withBorder shadow="xs" p="md" component="section" aria-label={title} data-testid={`home-${tab.key}`}>
            <Title order={2} size="h4" mb="sm">
              {title}
            </Title>
            <TabPanel area={Areas['news-list']} tab={tab} page={1} onPage={() => undefined} />
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
};
