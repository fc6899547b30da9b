import { EmptyState, formatDateTime, useDocumentTitle } from '@bk/web';
import { Alert, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useT } from '../../i18n';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { localSmsOutboxQueryOptions } from './portal-user-api';

const route = getRouteApi('/$variant/$associationId/dev/sms');

/**
 * dev/sms: what the LOCAL SMS provider would have sent (development stacks only). The API answers
 * 404 in production or with a real provider, and the page then says the provider is off.
 */
export const DevSmsPage = () => {
  const t = useT();
  const { channel, association } = usePortal();
  const { mobile } = route.useSearch();
  useDocumentTitle(t('devSmsTitle'), association.title);
  const outbox = useQuery({ ...localSmsOutboxQueryOptions(channel, mobile), retry: false });

  return (
    <Container size="md" className={pageClasses.page}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('devSmsTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('devSmsIntro')}
          </Text>
        </div>
        {outbox.isError ? (
          <Alert color="gray">{t('devSmsUnavailable')}</Alert>
        ) : outbox.data?.length === 0 ? (
          <EmptyState title={t('devSmsEmpty')} />
        ) : (
          <Paper withBorder style={{ overflowX: 'auto' }}>
            <Table striped data-testid="dev-sms-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('mobile')}</Table.Th>
                  <Table.Th>{t('code')}</Table.Th>
                  <Table.Th>{t('sentAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(outbox.data ?? []).map((entry) => (
                  <Table.Tr key={`${entry.mobile}-${entry.sentAt}`} data-testid="dev-sms-row" data-mobile={entry.mobile}>
                    <Table.Td>{entry.mobile}</Table.Td>
                    <Table.Td>
                      <strong data-testid="dev-sms-code">{entry.code}</strong>
                    </Table.Td>
                    <Table.Td>{formatDateTime(entry.sentAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </Stack>
    </Container>
  );
};
