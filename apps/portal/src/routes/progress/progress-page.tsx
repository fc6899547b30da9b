import { progressQuerySchema, type ProgressQuery, type ProgressView } from '@bk/contracts';
import { displayOrDash } from '@bk/domain';
import {
  caseLabels,
  ErrorState,
  formatDateTime,
  isApiError,
  useDocumentTitle,
  useZodForm,
} from '@bk/web';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { progressQueryOptions } from './progress-api';
import classes from './progress-page.module.css';
import { progressSteps } from './progress-steps';

const route = getRouteApi('/$variant/$associationId/reconciliationList');

const ProgressResult = ({ view, onRefresh, refreshing }: { view: ProgressView; onRefresh: () => void; refreshing: boolean }) => {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [view.caseNumber]);
  const labels = caseLabels[view.kind];
  const state = labels.stateLabelOf(view.stateCode);
  const stepper = progressSteps(view.kind, view.stateCode, view.timeline);

  const facts: [string, string][] = [
    [t('caseNumber'), view.caseNumber],
    [t('submittedAt'), formatDateTime(view.submittedAt)],
    [t('updatedAt'), formatDateTime(view.updatedAt)],
  ];

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} data-testid="progress-result">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" ref={heading} tabIndex={-1} className={pageClasses.heading}>
              {displayOrDash(view.enterpriseName)}
            </Title>
            <Group gap="xs" mt={6}>
              <Text size="sm" c="dimmed">
                {t('currentState')}
              </Text>
              <Badge size="lg" variant="light" color={labels.stateColor(view.stateCode)} data-testid="progress-state">
                {state ? t.l(state) : t('unknownState', { code: view.stateCode })}
              </Badge>
            </Group>
          </div>
          <Button variant="default" onClick={onRefresh} loading={refreshing}>
            {t('refresh')}
          </Button>
        </Group>

        <dl className={classes.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className={classes.term}>{term}</dt>
              <dd className={`${classes.definition} ${term === t('caseNumber') ? classes.mono : ''}`}>{value}</dd>
            </div>
          ))}
        </dl>

        {stepper ? (
          <section aria-label={t('progressSteps')}>
            <Stepper
              active={stepper.active}
              size="sm"
              allowNextStepsSelect={false}
              color={stepper.rejected ? 'red' : undefined}
              orientation="horizontal"
              wrap
            >
              {stepper.steps.map((step) => (
                <Stepper.Step key={step.status} label={t.l(step.label)} />
              ))}
            </Stepper>
          </section>
        ) : null}

        <section aria-labelledby="progress-history">
          <Title order={3} size="h4" mb="sm" id="progress-history">
            {t('progressHistory')}
          </Title>
          {view.timeline.length === 0 ? (
            <Text c="dimmed">{t('progressHistoryEmpty')}</Text>
          ) : (
            <Timeline active={view.timeline.length - 1} bulletSize={16} lineWidth={2}>
              {view.timeline.map((entry) => {
                const label = labels.eventLabelOf(entry.type);
                const entryState = labels.stateLabelOf(entry.stateCode);
                return (
                  <Timeline.Item key={entry.version} title={label ? t.l(label) : entryState ? t.l(entryState) : entry.type}>
                    {entry.detail ? (
                      <Text size="sm" className={classes.detail}>
                        {entry.detail}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed" mt={2}>
                      {formatDateTime(entry.at)}
                    </Text>
                  </Timeline.Item>
                );
              })}
            </Timeline>
          )}
        </section>
      </Stack>
    </Paper>
  );
};

/** reconciliationList: the public progress query by case number and contact phone (spec §2). */
export const ProgressPage = () => {
  const t = useT();
  const { channel, association } = usePortal();
  const search = route.useSearch();
  const location = useLocation();
  useDocumentTitle(t('progressTitle'), association.title);

  const prefilledPhone = location.state.contactPhone ?? '';
  const form = useZodForm({
    schema: progressQuerySchema,
    initialValues: { caseNumber: search.caseNumber ?? '', contactPhone: prefilledPhone },
    translate: t.m,
  });
  const [submitted, setSubmitted] = useState<ProgressQuery | null>(() => {
    // Coming from the application's success view with both values: show the progress at once.
    const parsed = progressQuerySchema.safeParse({ caseNumber: search.caseNumber ?? '', contactPhone: prefilledPhone });
    return parsed.success ? parsed.data : null;
  });

  const query = useQuery({
    ...progressQueryOptions(channel, submitted ?? { caseNumber: '', contactPhone: '' }),
    enabled: submitted !== null,
  });
  const notFound = query.isError && isApiError(query.error) && query.error.notFound;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.validate();
    if (!outcome.ok) return;
    const sameQuery = submitted?.caseNumber === outcome.data.caseNumber && submitted.contactPhone === outcome.data.contactPhone;
    if (sameQuery) void query.refetch();
    else setSubmitted(outcome.data);
  };

  return (
    <Container size="md" className={pageClasses.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('progressTitle')}</Title>
          <Text c="dimmed">{t('progressIntro')}</Text>
        </div>

        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate aria-label={t('progressTitle')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('caseNumber')}
                placeholder={t('caseNumberPlaceholder')}
                withAsterisk
                maxLength={40}
                spellCheck={false}
                {...form.getInputProps('caseNumber')}
              />
              <TextInput
                label={t('contactPhone')}
                placeholder={t('contactPhonePlaceholder')}
                withAsterisk
                type="tel"
                inputMode="numeric"
                maxLength={11}
                autoComplete="tel"
                {...form.getInputProps('contactPhone')}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="md">
              <Button type="submit" loading={query.isLoading} data-testid="progress-submit">
                {t('progressSubmit')}
              </Button>
            </Group>
          </form>
        </Paper>

        <div aria-live="polite">
          {notFound ? (
            <Alert color="orange" variant="light" title={t('progressNotFoundTitle')} data-testid="progress-not-found">
              {t('progressNotFound')}
            </Alert>
          ) : query.isError ? (
            <Paper withBorder>
              <ErrorState error={query.error} onRetry={() => void query.refetch()} />
            </Paper>
          ) : query.data ? (
            <ProgressResult view={query.data} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
          ) : null}
        </div>
      </Stack>
    </Container>
  );
};
