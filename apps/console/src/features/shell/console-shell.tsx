import {
  LanguageSwitch,
  loginPath,
  loginUserQueryOptions,
  logout,
  rightKeysOf,
  RouterAnchor,
  RouterButton,
  RouterNavLink,
  useDocumentTitle,
} from '@bk/web';
import { AppShell, Badge, Box, Breadcrumbs, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';
import { todoCountsQueryOptions } from './todo-queries';
import { imUnreadQueryOptions } from '../communicate/im-queries';
import { useImStream } from '../communicate/use-im-stream';
import { useShellT } from '../../i18n';
import { consoleMenu } from '../../console-menu';
import { badgeCount, findMenuItem, todoItems, visibleMenu } from './visible-menu';
import { useTodoStream } from './use-todo-stream';
import { useAssociation } from './use-association';
import classes from './console-shell.module.css';

/** The menu entry and breadcrumb of the deepest page that names one. */
const useActivePage = () => {
  const matches = useMatches();
  let menuKey: string | undefined;
  let title: { zh: string; en: string } | undefined;
  for (const match of matches) {
    if (match.staticData.menuKey) menuKey = match.staticData.menuKey;
    if (match.staticData.title) title = match.staticData.title;
    // A case opened from a list keeps that list highlighted.
    const from = (match.search as { from?: unknown }).from;
    if (typeof from === 'string' && findMenuItem(consoleMenu, from)) menuKey = from;
  }
  return { menuKey, title };
};

export const ConsoleShell = () => {
  const t = useShellT();
  const { associationId, channel, association, queryClient } = useAssociation();
  const location = useLocation();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);

  const userQuery = useQuery(loginUserQueryOptions(channel));
  const user = userQuery.data ?? null;
  const rightKeys = rightKeysOf(userQuery.data);
  const menu = useMemo(() => visibleMenu(consoleMenu, rightKeys, association.cmsMode), [rightKeys, association.cmsMode]);
  const hasCounts = todoItems(menu).length > 0;
  const counts = useQuery({ ...todoCountsQueryOptions(channel), enabled: user !== null && hasCounts });
  useTodoStream(channel, user !== null && hasCounts);
  // The communicate area's unread count in the header, live; one feed connection per tab.
  useImStream(channel, user !== null);
  const imUnread = useQuery({ ...imUnreadQueryOptions(channel), enabled: user !== null }).data?.total ?? 0;

  const { menuKey, title } = useActivePage();
  const activeGroup = menu.find((group) => group.items.some((item) => item.key === menuKey));
  const activeItem = findMenuItem(menu, menuKey);
  useDocumentTitle(title ? t.l(title) : activeItem ? t.l(activeItem.label) : undefined, association.title);

  const signOut = async () => {
    await logout(queryClient);
    window.location.assign(loginPath(channel));
  };

  const crumbs = [
    activeGroup?.label ? t.l(activeGroup.label) : undefined,
    activeItem && activeItem.key !== 'dashboard' ? t.l(activeItem.label) : undefined,
    title ? t.l(title) : undefined,
  ].filter((crumb): crumb is string => Boolean(crumb));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <div className={classes.header}>
          <Burger opened={navOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label={t('toggleNav')} />
          <Box className={classes.brand}>
            <Text fw={700} className={classes.brandTitle} data-testid="association-title">
              {association.title}
            </Text>
            <Text size="xs" c="dimmed">
              {t('consoleName')}
            </Text>
          </Box>
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          {user ? (
            <Group gap="xs" wrap="nowrap">
              <RouterButton
                variant="light"
                size="xs"
                to="/communicate/$associationId"
                params={{ associationId }}
                aria-label={imUnread > 0 ? t('imOpenUnread', { count: imUnread }) : t('imOpen')}
                rightSection={
                  imUnread > 0 ? (
                    <Badge size="xs" color="red" circle={imUnread < 10} data-testid="header-im-unread">
                      {imUnread > 99 ? '99+' : imUnread}
                    </Badge>
                  ) : undefined
                }
              >
                {t('imOpen')}
              </RouterButton>
              <Text size="sm" className={classes.userName} data-testid="current-user">
                {user.user.showName || user.user.name}
              </Text>
              <Button variant="default" size="xs" onClick={() => void signOut()}>
                {t('logout')}
              </Button>
            </Group>
          ) : (
            <RouterButton
              size="xs"
              to="/index/$associationId/login"
              params={{ associationId }}
              search={{ redirect: location.href }}
            >
              {t('login')}
            </RouterButton>
          )}
        </div>
      </AppShell.Header>

      <AppShell.Navbar p="xs" component="nav" aria-label={t('navLabel')}>
        <div className={classes.menu}>
          {menu.map((group) => (
            <Box
              key={group.key}
              mb="sm"
              role={group.label ? 'group' : undefined}
              aria-labelledby={group.label ? `menu-group-${group.key}` : undefined}
            >
              {group.label ? (
                <div className={classes.groupLabel} id={`menu-group-${group.key}`}>
                  {t.l(group.label)}
                </div>
              ) : null}
              {group.items.map((item) => {
                const count = badgeCount(item, counts.data);
                return (
                  <RouterNavLink
                    key={item.key}
                    to={item.to}
                    params={{ associationId }}
                    label={t.l(item.label)}
                    active={item.key === menuKey}
                    onClick={closeNav}
                    data-menu-key={item.key}
                    rightSection={
                      count !== undefined ? (
                        <Badge size="sm" circle={count < 10} color="red" aria-label={t('todoCountLabel', { label: t.l(item.label), count })}>
                          {count > 99 ? '99+' : count}
                        </Badge>
                      ) : undefined
                    }
                  />
                );
              })}
            </Box>
          ))}
        </div>
        <Box hiddenFrom="sm" mt="auto" p="sm">
          <LanguageSwitch />
        </Box>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        {crumbs.length > 0 ? (
          <Breadcrumbs mb="md" aria-label={t('breadcrumbLabel')} separator="/">
            <RouterAnchor to="/index/$associationId/dashboard" params={{ associationId }} size="sm">
              {t('dashboard')}
            </RouterAnchor>
            {crumbs.map((crumb) => (
              <Text key={crumb} size="sm" c="dimmed">
                {crumb}
              </Text>
            ))}
          </Breadcrumbs>
        ) : null}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
