import { displayOrDash } from '@bk/domain';
import { loginUserQueryOptions, rightKeysOf, RouterButton } from '@bk/web';
import { Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { todoCountsQueryOptions } from '../shell/todo-queries';
import { useShellT } from '../../i18n';
import { consoleMenu } from '../../console-menu';
import { todoItems, visibleMenu } from '../shell/visible-menu';
import { useAssociation } from '../shell/use-association';
import classes from './dashboard-page.module.css';

/** The dashboard needs no login (spec §2); signed-in staff see their to-do queues. */
export const DashboardPage = () => {
  const t = useShellT();
  const location = useLocation();
  const { associationId, channel, association } = useAssociation();
  const userQuery = useQuery(loginUserQueryOptions(channel));
  const user = userQuery.data ?? null;
  const items = todoItems(visibleMenu(consoleMenu, rightKeysOf(userQuery.data), association.cmsMode));
  const counts = useQuery({ ...todoCountsQueryOptions(channel), enabled: user !== null && items.length > 0 });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('dashboard')}
        </Title>
        <Text c="dimmed">{t('dashboardWelcome', { title: association.title })}</Text>
      </div>

      {user === null ? (
        <Paper withBorder p="lg">
          <Group justify="space-between">
            <Text>{t('dashboardGuest')}</Text>
            <RouterButton to="/index/$associationId/login" params={{ associationId }} search={{ redirect: location.href }}>
              {t('login')}
            </RouterButton>
          </Group>
        </Paper>
      ) : (
        <section aria-labelledby="todo-heading">
          <Title order={2} size="h4" mb="sm" id="todo-heading">
            {t('dashboardTodos')}
          </Title>
          {items.length === 0 ? (
            <Text c="dimmed">{t('dashboardNoTodos')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {items.map((item) => (
                <Card key={item.key} withBorder padding="lg" data-testid={`todo-card-${item.key}`}>
                  <Text c="dimmed" size="sm">
                    {t.l(item.label)}
                  </Text>
                  <Text className={classes.count}>
                    {displayOrDash(item.countField && counts.data ? counts.data[item.countField] : undefined)}
                  </Text>
                  <Group justify="flex-end" mt="sm">
                    <RouterButton variant="light" size="xs" to={item.to} params={{ associationId }}>
                      {t('todoOpen')}
                    </RouterButton>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </section>
      )}
    </Stack>
  );
};
