import { RouterButton, useDocumentTitle } from '@bk/web';
import { Container, Group, Stack, Title } from '@mantine/core';
import { useT } from '../../i18n';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { ConsultationsPanel } from './consultations-panel';

/** consultationList: the signed-in user's consultations, and where to start a new one. */
export const ConsultationListPage = () => {
  const t = useT();
  const { variant, associationId, association } = usePortal();
  useDocumentTitle(t('consultationListTitle'), association.title);
  return (
    <Container size="md" className={pageClasses.page}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('consultationListTitle')}</Title>
          <Group gap="xs">
            <RouterButton to="/$variant/$associationId/consultation/$type" params={{ variant, associationId, type: 'personal' }}>
              {t('newPersonal')}
            </RouterButton>
            <RouterButton variant="default" to="/$variant/$associationId/consultation/$type" params={{ variant, associationId, type: 'enterprise' }}>
              {t('newEnterprise')}
            </RouterButton>
          </Group>
        </Group>
        <ConsultationsPanel />
      </Stack>
    </Container>
  );
};
