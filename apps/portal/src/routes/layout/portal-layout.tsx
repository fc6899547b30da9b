import { ErrorState, LanguageSwitch, useDocumentIcon } from '@bk/web';
import { Burger, Container, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Areas } from '@bk/contracts';
import { PortalAssistant } from '../../assistant/portal-assistant';
import { useT } from '../../i18n';
import { AccountLink } from '../account/account-link';
import { usePortal } from '../use-portal';
import classes from './portal-layout.module.css';

const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));
import { useScrollToTopOnRouteNameChange } from './route-name-change';

type NavItem = { key: string; label: string; link: ReactNode };

const useNavItems = (className: string, onNavigate?: () => void): NavItem[] => {
  const t = useT();
  const { variant, associationId, traits } = usePortal();
  const params = { variant, associationId };
  const areaItems = traits.nav.map((entry): NavItem => {
    if ('area' in entry) {
      const label = t.l(Areas[entry.area].title);
      return {
        key: entry.area,
        label,
        link: (
          <Link to="/$variant/$associationId/$area" params={{ ...params, area: entry.area }} className={className} onClick={onNavigate}>
            {label}
          </Link>
        ),
      };
    }
    // The consultation screens come with the portal accounts: a plain link to their list.
    const label = t.l(entry.consultation);
    return { key: 'consultation', label, link: <a href={`/${variant}/${encodeURIComponent(associationId)}/consultationList`} className={className}>{label}</a> };
  });
  const applyLabel = traits.consultationNaming ? t('navApplyCsj') : t('navApply');
  return [
    { key: 'home', label: t('navHome'), link: <Link to="/$variant/$associationId" params={params} className={className} activeOptions={{ exact: true }} onClick={onNavigate}>{t('navHome')}</Link> },
    ...areaItems,
    { key: 'apply', label: applyLabel, link: <Link to="/$variant/$associationId/reconciliation" params={params} className={className} onClick={onNavigate}>{applyLabel}</Link> },
    { key: 'progress', label: t('navProgress'), link: <Link to="/$variant/$associationId/reconciliationList" params={params} className={className} onClick={onNavigate}>{t('navProgress')}</Link> },
  ];
};

/** The header's search: Chinese or any text over everything the association published. */
const HeaderSearch = ({ onSearch }: { onSearch?: () => void }) => {
  const t = useT();
  const { variant, associationId } = usePortal();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  return (
    <form
      role="search"
      className={classes.search}
      onSubmit={(event) => {
        event.preventDefault();
        const q = keyword.trim();
        if (!q) return;
        onSearch?.();
        void navigate({ to: '/$variant/$associationId/search', params: { variant, associationId }, search: { q } });
      }}
    >
      <TextInput
        size="sm"
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        maxLength={50}
        data-testid="header-search"
      />
    </form>
  );
};

/** The first character of the association's name, as a simple mark until channels carry logos. */
const markOf = (title: string) => Array.from(title.trim())[0] ?? '';

export const PortalLayout = () => {
  const t = useT();
  const { variant, associationId, association } = usePortal();
  const [drawerOpened, { open: openDrawer, close: closeDrawer }] = useDisclosure(false);
  // Mounted from the first press on, so it can animate closed afterwards.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const items = useNavItems(classes.navLink ?? '');
  const drawerItems = useNavItems(classes.drawerLink ?? '', closeDrawer);
  const params = { variant, associationId };
  useDocumentIcon(association.ico);
  useScrollToTopOnRouteNameChange('main');

  return (
    <>
      <a className={classes.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Link to="/$variant/$associationId" params={params} className={classes.brand}>
            <span className={classes.mark} aria-hidden="true">
              {markOf(association.title)}
            </span>
            <span className={classes.title} data-testid="association-title">
              {association.title}
            </span>
          </Link>
          <div className={classes.desktopOnly}>
            <HeaderSearch />
          </div>
          <div className={classes.desktopOnly}>
            <AccountLink className={classes.navLink} />
            <LanguageSwitch />
          </div>
          <Burger
            className={classes.burger}
            color="white"
            opened={drawerOpened}
            onClick={() => {
              setDrawerWanted(true);
              openDrawer();
            }}
            aria-label={t('openMenu')}
            size="sm"
          />
        </Container>
        <Container size="lg">
          <nav className={classes.nav} aria-label={t('navLabel')} data-testid="portal-nav">
            {items.map((item) => (
              <span key={item.key}>{item.link}</span>
            ))}
          </nav>
        </Container>
      </header>

      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={closeDrawer} title={association.title}>
            <Stack gap={4} component="nav" aria-label={t('navLabel')}>
              <HeaderSearch onSearch={closeDrawer} />
              {drawerItems.map((item) => (
                <span key={item.key}>{item.link}</span>
              ))}
              <AccountLink className={classes.drawerLink} onNavigate={closeDrawer} />
              <Group mt="md">
                <LanguageSwitch />
              </Group>
            </Stack>
          </NavDrawer>
        </Suspense>
      ) : null}

      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>

      <footer className={classes.footer}>
        <Container size="lg">{t('footerNote', { title: association.title })}</Container>
      </footer>
      <PortalAssistant />
    </>
  );
};

/** The association could not be loaded (API down, server error): an honest error with a retry. */
export const PortalLoadError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  const router = useRouter();
  return (
    <div className={classes.errorPage}>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <span className={classes.brand}>
            <span className={classes.title}>{t('platformName')}</span>
          </span>
          <LanguageSwitch />
        </Container>
      </header>
      <Container size="sm" py="xl" w="100%">
        <Paper withBorder>
          <ErrorState error={error} onRetry={() => void router.invalidate()} />
        </Paper>
      </Container>
    </div>
  );
};
