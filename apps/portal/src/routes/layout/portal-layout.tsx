import { ErrorState, LanguageSwitch, useDocumentIcon } from '@bk/web';
import { Burger, Container, Drawer, Group, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { AccountLink } from '../account/account-link';
import { usePortal } from '../use-portal';
import classes from './portal-layout.module.css';

type NavItem = {
  key: string;
  label: string;
  to:
    | '/$variant/$associationId'
    | '/$variant/$associationId/reconciliation'
    | '/$variant/$associationId/reconciliationList'
    | '/$variant/$associationId/announcement';
  exact: boolean;
};

const useNavItems = (): NavItem[] => {
  const t = useT();
  const { traits } = usePortal();
  return [
    { key: 'home', label: t('navHome'), to: '/$variant/$associationId', exact: true },
    { key: 'apply', label: traits.consultationNaming ? t('navApplyCsj') : t('navApply'), to: '/$variant/$associationId/reconciliation', exact: false },
    { key: 'progress', label: t('navProgress'), to: '/$variant/$associationId/reconciliationList', exact: false },
    { key: 'announcements', label: t('navAnnouncements'), to: '/$variant/$associationId/announcement', exact: false },
  ];
};

/** The first character of the association's name, as a simple mark until channels carry logos. */
const markOf = (title: string) => Array.from(title.trim())[0] ?? '';

export const PortalLayout = () => {
  const t = useT();
  const { variant, associationId, association } = usePortal();
  const items = useNavItems();
  const [drawerOpened, { open: openDrawer, close: closeDrawer }] = useDisclosure(false);
  const params = { variant, associationId };
  useDocumentIcon(association.ico);

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
          <nav className={classes.nav} aria-label={t('navLabel')}>
            {items.map((item) => (
              <Link key={item.key} to={item.to} params={params} className={classes.navLink} activeOptions={{ exact: item.exact }}>
                {item.label}
              </Link>
            ))}
          </nav>
          <div className={classes.desktopOnly}>
            <AccountLink className={classes.navLink} />
            <LanguageSwitch />
          </div>
          <Burger
            className={classes.burger}
            color="white"
            opened={drawerOpened}
            onClick={openDrawer}
            aria-label={t('openMenu')}
            size="sm"
          />
        </Container>
      </header>

      <Drawer opened={drawerOpened} onClose={closeDrawer} title={association.title} position="right" size="xs">
        <Stack gap={4} component="nav" aria-label={t('navLabel')}>
          {items.map((item) => (
            <Link
              key={item.key}
              to={item.to}
              params={params}
              className={classes.drawerLink}
              activeOptions={{ exact: item.exact }}
              onClick={closeDrawer}
            >
              {item.label}
            </Link>
          ))}
          <AccountLink className={classes.drawerLink} onNavigate={closeDrawer} />
          <Group mt="md">
            <LanguageSwitch />
          </Group>
        </Stack>
      </Drawer>

      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>

      <footer className={classes.footer}>
        <Container size="lg">{t('footerNote', { title: association.title })}</Container>
      </footer>
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
