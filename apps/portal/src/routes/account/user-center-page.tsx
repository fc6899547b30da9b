import { RouterButton, useDocumentTitle } from '@bk/web';
import { Badge, Button, Container, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../i18n';
import { ConsultationsPanel } from '../consultation/consultations-panel';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import type { UserCenterTab } from './account-routes';
import { ApplicationsPanel } from './applications-panel';
import { CertificationPanel } from './certification-panel';
import { MessagesPanel } from './messages-panel';
import { portalSignOut, portalUserQueryOptions, unreadCountQueryOptions } from './portal-user-api';

const route = getRouteApi('/$variant/$associationId/userCenter');


/** userCenter (spec §2): the signed-in portal user's applications, consultations, certification and messages. */
export const UserCenterPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { tab = 'applications', back } = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('userCenterTitle'), association.title);
  const me = useQuery(portalUserQueryOptions(channel));
  const unread = useQuery(unreadCountQueryOptions(channel));
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const signOut = useMutation({
    mutationFn: () => portalSignOut(queryClient, channel),
    onSuccess: () => navigate({ to: '/$variant/$associationId', params: { variant, associationId } }),
  });

  return (
    <Container size="md" className={pageClasses.page}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={1}>{t('userCenterTitle')}</Title>
            {me.data ? (
              <Text c="dimmed" size="sm" data-testid="signed-in-as">
                {t('signedInAs', { mobile: me.data.mobile })}
              </Text>
            ) : null}
          </div>
          <Group gap="xs">
            <RouterButton variant="light" to="/$variant/$associationId/consultation/$type" params={{ variant, associationId, type: 'personal' }}>
              {t('newPersonal')}
            </RouterButton>
            <Button variant="default" onClick={() => setConfirmingSignOut(true)} data-testid="sign-out">
              {t('signOut')}
            </Button>
          </Group>
        </Group>
        <Tabs
          value={tab}
          onChange={(value) => void navigate({ to: '.', search: { tab: (value ?? 'applications') as UserCenterTab, back }, replace: true })}
          keepMounted={false}
        >
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            <Tabs.Tab value="applications">{t('tabApplications')}</Tabs.Tab>
            <Tabs.Tab value="consultations">{t('tabConsultations')}</Tabs.Tab>
            <Tabs.Tab value="certification">{t('tabCertification')}</Tabs.Tab>
            <Tabs.Tab
              value="messages"
              rightSection={
                unread.data ? (
                  <Badge color="red" size="sm" circle aria-label={t('unreadBadge', { count: unread.data })} data-testid="unread-badge">
                    {unread.data}
                  </Badge>
                ) : null
              }
            >
              {t('tabMessages')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="applications" pt="md">
            <ApplicationsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="consultations" pt="md">
            <ConsultationsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="certification" pt="md">
            <CertificationPanel returnPath={`/${variant}/${associationId}/userCenter?tab=certification`} back={back} />
          </Tabs.Panel>
          <Tabs.Panel value="messages" pt="md">
            <MessagesPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <Modal opened={confirmingSignOut} onClose={() => setConfirmingSignOut(false)} title={t('signOut')} size="sm">
        <Stack gap="md">
          <Text>{t('signOutConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingSignOut(false)}>
              {t('cancel')}
            </Button>
            <Button color="red" onClick={() => signOut.mutate()} loading={signOut.isPending} data-autofocus data-testid="sign-out-confirm">
              {t('signOut')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
};
