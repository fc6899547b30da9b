import { displayOrDash } from '@bk/domain';
import {
  courtReformEventLabelOf,
  courtReformStateLabelOf,
  EmptyState,
  ErrorState,
  formatDateTime,
  isApiError,
  RouterButton,
} from '@bk/web';
import { Anchor, Grid, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useRouter, useSearch, type ErrorComponentProps } from '@tanstack/react-router';
import { Fragment } from 'react';
import { caseDetailQueryOptions } from '../../court-reform/court-reform-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../../features/shell/use-association';
import classes from './case-detail-page.module.css';
import { CaseActionButtons } from './case-action-buttons';
import type { CaseListOrigin } from './case-list';
import { StateBadge } from './state-badge';

const listPaths = {
  courtReformAssign: '/index/$associationId/courtReformAssign',
  courtReformBind: '/index/$associationId/courtReformBind',
  courtReformMark: '/index/$associationId/courtReformMark',
  courtReformQuery: '/index/$associationId/courtReformQuery',
} as const satisfies Record<CaseListOrigin, string>;

/** The list this detail page was opened from: fixed by its route, or carried in `from`. */
export type DetailOrigin = { origin?: CaseListOrigin };

const useOrigin = ({ origin }: DetailOrigin): CaseListOrigin => {
  const search: { from?: CaseListOrigin } = useSearch({ strict: false });
  return origin ?? search.from ?? 'courtReformAssign';
};

const BackToList = (props: DetailOrigin) => {
  const t = useT();
  const { associationId } = useAssociation();
  const from = useOrigin(props);
  return (
    <div>
      <RouterButton variant="subtle" to={listPaths[from]} params={{ associationId }} px={0}>
        ← {t('backToList')}
      </RouterButton>
    </div>
  );
};

/** courtReformInformation[Bind|Query]/:caseId: summary, history, and the way into the case's workflow. */
export const CaseDetailPage = (props: DetailOrigin) => {
  const t = useT();
  const { channel } = useAssociation();
  // Every route that renders this page has a validated $caseId.
  const { caseId } = useParams({ strict: false }) as { caseId: string };
  const { data: detail } = useSuspenseQuery(caseDetailQueryOptions(channel, caseId));

  const facts: [string, string][] = [
    [t('caseNumber'), detail.caseNumber],
    [t('enterpriseName'), displayOrDash(detail.enterpriseName)],
    [t('creditCode'), displayOrDash(detail.creditCode)],
    [t('contactName'), displayOrDash(detail.contactName)],
    [t('contactPhone'), displayOrDash(detail.contactPhone)],
    [t('assignee'), displayOrDash(detail.assigneeName)],
    [t('registrationNo'), displayOrDash(detail.registrationNo)],
    [t('statementNo'), displayOrDash(detail.statementNo)],
    [t('submittedAt'), formatDateTime(detail.submittedAt)],
    [t('updatedAt'), formatDateTime(detail.updatedAt)],
  ];

  return (
    <Stack gap="md">
      <BackToList {...props} />
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('caseDetailTitle')}
          </Title>
          <Group gap="xs" mt={4}>
            <Text className={classes.mono}>{detail.caseNumber}</Text>
            <StateBadge stateCode={detail.stateCode} />
          </Group>
        </div>
        {detail.temporalUrl ? (
          <Anchor href={detail.temporalUrl} target="_blank" rel="noopener noreferrer" data-testid="temporal-link">
            {t('temporalLink')} ↗
          </Anchor>
        ) : null}
      </Group>

      <Paper withBorder p="lg" component="section" aria-labelledby="case-actions-heading" data-testid="case-actions">
        <Title order={2} size="h4" mb="sm" id="case-actions-heading">
          {t('caseActionsTitle')}
        </Title>
        {detail.availableActions.length > 0 ? (
          <CaseActionButtons summary={detail} actions={detail.availableActions} size="sm" />
        ) : (
          <Text c="dimmed" size="sm">
            {t('caseNoActions')}
          </Text>
        )}
      </Paper>

      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg" component="section" aria-labelledby="case-summary-heading">
            <Title order={2} size="h4" mb="md" id="case-summary-heading">
              {t('caseSummary')}
            </Title>
            <dl className={classes.grid}>
              {facts.map(([term, value]) => (
                <Fragment key={term}>
                  <dt className={classes.term}>{term}</dt>
                  <dd className={classes.definition}>{value}</dd>
                </Fragment>
              ))}
            </dl>
            <Text className={classes.term} mt="md">
              {t('description')}
            </Text>
            <Text className={classes.description}>{displayOrDash(detail.description)}</Text>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="lg" component="section" aria-labelledby="case-timeline-heading">
            <Title order={2} size="h4" mb="md" id="case-timeline-heading">
              {t('caseTimeline')}
            </Title>
            {detail.timeline.length === 0 ? (
              <Text c="dimmed">{t('caseTimelineEmpty')}</Text>
            ) : (
              <Timeline active={detail.timeline.length - 1} bulletSize={18} lineWidth={2}>
                {detail.timeline.map((entry) => {
                  const eventLabel = courtReformEventLabelOf(entry.type);
                  const stateLabel = courtReformStateLabelOf(entry.stateCode);
                  return (
                    <Timeline.Item key={entry.version} title={eventLabel ? t.l(eventLabel) : entry.type}>
                      {stateLabel ? (
                        <Text size="sm">{t.l(stateLabel)}</Text>
                      ) : null}
                      {entry.detail ? (
                        <Text size="sm" className={classes.description}>
                          {entry.detail}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed" mt={2}>
                        {t('timelineBy', { actor: displayOrDash(entry.actorName), at: formatDateTime(entry.at) })}
                      </Text>
                    </Timeline.Item>
                  );
                })}
              </Timeline>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};

/** The case could not be loaded: not found (or not allowed), or a failure worth retrying. */
export const CaseDetailError = ({ error, origin }: ErrorComponentProps & DetailOrigin) => {
  const t = useT();
  const router = useRouter();
  const notFound = isApiError(error) && error.notFound;
  return (
    <Stack gap="md">
      <BackToList origin={origin} />
      <Paper withBorder>
        {notFound ? (
          <EmptyState title={t('caseNotFound')} />
        ) : (
          <ErrorState error={error} onRetry={() => void router.invalidate()} />
        )}
      </Paper>
    </Stack>
  );
};
