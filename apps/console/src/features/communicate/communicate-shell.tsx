import { LanguageSwitch, RouterButton, useDocumentTitle } from '@bk/web';
import { AppShell, Badge, Box, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import shell from '../shell/console-shell.module.css';
import classes from './communicate-shell.module.css';
import { imUnreadQueryOptions } from './im-queries';
import { useCommunicate } from './use-communicate';
import { useImStream } from './use-im-stream';

/** The communicate area's frame: the association, the two tabs (matters with the unread count, address book), the way back. */
export const CommunicateShell = () => {
  const t = useT();
  const { associationId, channel, association, user } = useCommunicate();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useImStream(channel, true);
  const unread = useQuery(imUnreadQueryOptions(channel)).data?.total ?? 0;
  const tab = location.pathname.endsWith('/address') ? 'address' : 'matter';
  useDocumentTitle(t('imTitle'), association.title);

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <div className={shell.header}>
          <Box className={`${shell.brand} ${classes.brandRow}`}>
            <Text fw={700} className={shell.brandTitle} data-testid="association-title">
              {association.title}
            </Text>
            <Text size="sm" c="dimmed" className={classes.hideOnSmall}>
              {t('imTitle')}
            </Text>
            {status === 'waiting' ? (
              <Badge color="orange" variant="light" role="status">
                {t('imReconnecting')}
              </Badge>
            ) : null}
          </Box>
          <Box className={classes.hideOnSmall}>
            <LanguageSwitch />
          </Box>
          <Text size="sm" className={classes.hideOnSmall} data-testid="current-user">
            {user.user.showName || user.user.name}
          </Text>
          <RouterButton variant="default" size="xs" to="/index/$associationId/dashboard" params={{ associationId }}>
            {t('imBackToConsole')}
          </RouterButton>
        </div>
      </AppShell.Header>
      <AppShell.Main className={shell.main}>
        <Tabs
          value={tab}
          mb="md"
          onChange={(value) => void navigate({ to: value === 'address' ? '/communicate/$associationId/address' : '/communicate/$associationId/matter', params: { associationId } })}
        >
          <Tabs.List aria-label={t('imNav')}>
            <Tabs.Tab
              value="matter"
              rightSection={
                unread > 0 ? (
                  <Badge size="sm" color="red" circle={unread < 10} data-testid="im-unread-total" aria-label={t('imUnreadBadge', { count: unread })}>
                    {unread > 99 ? '99+' : unread}
                  </Badge>
                ) : undefined
              }
            >
              {t('imTabMatter')}
            </Tabs.Tab>
            <Tabs.Tab value="address">{t('imTabAddress')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
