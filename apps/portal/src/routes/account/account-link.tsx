import { Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { usePortal } from '../use-portal';
import { portalUserQueryOptions, unreadCountQueryOptions } from './portal-user-api';

/** The header's account entry: sign in (coming back here afterwards), or the user centre with the unread count. */
export const AccountLink = ({ className, onNavigate }: { className?: string; onNavigate?: () => void }) => {
  const t = useT();
  const { variant, associationId, channel } = usePortal();
  const location = useLocation();
  const me = useQuery(portalUserQueryOptions(channel));
  const unread = useQuery({ ...unreadCountQueryOptions(channel), enabled: Boolean(me.data) });
  const params = { variant, associationId };
  if (!me.data) {
    return (
      <Link to="/$variant/$associationId/login" params={params} search={{ redirect: location.href }} className={className} onClick={onNavigate} data-testid="account-sign-in">
        {t('navSignIn')}
      </Link>
    );
  }
  return (
    <Link to="/$variant/$associationId/userCenter" params={params} className={className} onClick={onNavigate} data-testid="account-user-center">
      <Indicator disabled={!unread.data} label={unread.data} size={16} color="red" offset={-4} aria-label={unread.data ? t('unreadBadge', { count: unread.data }) : undefined}>
        <span>{t('navUserCenter')}</span>
      </Indicator>
    </Link>
  );
};
