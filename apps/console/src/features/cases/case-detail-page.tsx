import { displayOrDash } from '@bk/domain';
import { caseLabels, EmptyState, ErrorState, formatDateTime, isApiError, RouterButton } from '@bk/web';
import { Alert, Anchor, Box, Button, Grid, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useRouter, useSearch, type ErrorComponentProps } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { useT, type ConsoleT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { useRightKeys } from '../shell/use-right-keys';
import { CaseActionButtons } from './case-action-buttons';
import { CaseAssignModal } from './case-assign-modal';
import { CaseFiles } from './case-files';
import classes from '../shared/facts.module.css';
import { mayAssign, queueOf, requireQueue, type CaseDetailView, type CaseFact, type CaseKindDescription, type CaseQueue } from './case-kind';
import { kitKey } from './case-kit-messages';
import { caseDetailQueryOptions } from './case-queries';
import { CaseStateBadge } from './case-state-badge';

export type CaseDetailProps = {
  kind: CaseKindDescription;
  /** The queue the page sits under; a `from` in the URL naming another of the kind's queues wins. */
  queueKey: string;
};

/** The queue the page was opened from: where "back" goes. */
const useOriginQueue = ({ kind, queueKey }: CaseDetailProps): CaseQueue => {
  const search: { from?: unknown } = useSearch({ strict: false });
  return (typeof search.from === 'string' ? queueOf(kind, search.from) : undefined) ?? requireQueue(kind, queueKey);
};

const BackToList = (props: CaseDetailProps) => {
  const t = useT();
  const { associationId } = useAssociation();
  const queue = useOriginQueue(props);
  return (
    <div>
      <RouterButton variant="subtle" to={queue.path} params={{ associationId }} px={0}>
        ← {t(kitKey(props.kind, 'BackToList'))}
      </RouterButton>
    </div>
  );
};

const factOf = (t: ConsoleT, kind: CaseKindDescription, detail: CaseDetailView, fact: CaseFact): [string, string, boolean?] => {
  switch (fact) {
    case 'number':
      return [t(kitKey(kind, 'Number')), detail.number, true];
    case 'enterpriseName':
      return [t('enterpriseName'), displayOrDash(detail.enterpriseName)];
    case 'creditCode':
      return [t('creditCode'), displayOrDash(detail.creditCode), true];
    case 'contactName':
      return [t('contactName'), displayOrDash(detail.contactName)];
    case 'contactPhone':
      return [t('contactPhone'), displayOrDash(detail.contactPhone)];
    case 'assignee':
      return [t(kitKey(kind, 'Assignee')), displayOrDash(detail.assigneeName)];
    case 'reallocations':
      return [t('taskDetailReallocations'), String(detail.reallocations ?? 0)];
    case 'registrationNo':
      return [t('caseRegistrationNo'), displayOrDash(detail.registrationNo), true];
    case 'statementNo':
      return [t('caseStatementNo'), displayOrDash(detail.statementNo), true];
    case 'submittedAt':
      return [t('submittedAt'), formatDateTime(detail.submittedAt)];
    case 'updatedAt':
      return [t('updatedAt'), formatDateTime(detail.updatedAt)];
  }
};

/**
 * A case's page, the same for every kind and under every queue: the facts, the outcome, the
 * history, what the viewer may do now (allocation included, where the case waits for it), and
 * for staff the way into its workflow.
 */
export const CaseDetailPage = (props: CaseDetailProps) => {
  const { kind } = props;
  const t = useT();
  const { channel } = useAssociation();
  // Every detail route validates $caseId before this renders.
  const { caseId = '' } = useParams({ strict: false });
  const { data: detail } = useSuspenseQuery(caseDetailQueryOptions(kind, channel, caseId));
  const rightKeys = useRightKeys();
  const staff = kind.isStaff(rightKeys);
  const [assigning, setAssigning] = useState(false);
  const canAssign = mayAssign(kind, detail.stateCode, rightKeys);
  const hasActions = canAssign || detail.availableActions.length > 0;
  const tid = kind.testIdPrefix;
  const labels = caseLabels[kind.labels];

  return (
    <Stack gap="md">
      <BackToList {...props} />
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t(kitKey(kind, 'DetailTitle'))}
          </Title>
          <Group gap="xs" mt={4}>
            <Text className={classes.mono} data-testid={`${tid}-detail-number`}>
              {detail.number}
            </Text>
            <CaseStateBadge labels={kind.labels} stateCode={detail.stateCode} />
          </Group>
        </div>
        {staff && detail.temporalUrl ? (
          <Anchor href={detail.temporalUrl} target="_blank" rel="noopener noreferrer" data-testid="temporal-link">
            {t(kitKey(kind, 'DetailTemporal'))} ↗
          </Anchor>
        ) : null}
      </Group>

      {detail.result !== null ? (
        <Alert color="green" variant="light" title={t('taskDetailResult')} data-testid={`${tid}-result`}>
          <Text className={classes.prewrap}>{detail.result}</Text>
        </Alert>
      ) : null}
      {detail.rejectionReason !== null ? (
        <Alert color="red" variant="light" title={t('taskDetailRejection')} data-testid={`${tid}-rejection`}>
          <Text className={classes.prewrap}>{detail.rejectionReason}</Text>
        </Alert>
      ) : null}

      {staff || hasActions ? (
        <Paper withBorder p="lg" component="section" aria-labelledby={`${tid}-actions-heading`} data-testid={`${tid}-actions`}>
          <Title order={2} size="h4" mb="sm" id={`${tid}-actions-heading`}>
            {t(kitKey(kind, 'DetailActions'))}
          </Title>
          {hasActions ? (
            <Group gap="xs">
              {canAssign ? (
                <Button
                  size="sm"
                  onClick={() => setAssigning(true)}
                  aria-label={t(kitKey(kind, 'AssignActionLabel'), { number: detail.number })}
                  data-testid={`${tid}-assign-button`}
                >
                  {t(kitKey(kind, 'AssignAction'))}
                </Button>
              ) : null}
              <CaseActionButtons kind={kind} target={detail} actions={detail.availableActions} size="sm" />
            </Group>
          ) : (
            <Text c="dimmed" size="sm">
              {t(kitKey(kind, 'DetailNoActions'))}
            </Text>
          )}
        </Paper>
      ) : null}

      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg" component="section" aria-labelledby={`${tid}-summary-heading`}>
            <Title order={2} size="h4" mb="md" id={`${tid}-summary-heading`}>
              {t(kitKey(kind, 'DetailSummary'))}
            </Title>
            <dl className={classes.facts}>
              {kind.facts.map((fact) => {
                const [term, value, mono] = factOf(t, kind, detail, fact);
                return (
                  <Fragment key={fact}>
                    <dt className={classes.term}>{term}</dt>
                    <dd className={mono ? `${classes.definition} ${classes.mono}` : classes.definition}>{value}</dd>
                  </Fragment>
                );
              })}
              {detail.particulars.map((particular) => (
                <Fragment key={particular.label.zh}>
                  <dt className={classes.term}>{t.l(particular.label)}</dt>
                  <dd className={classes.definition}>{particular.value}</dd>
                </Fragment>
              ))}
            </dl>
            <Text className={classes.term} mt="md">
              {t('description')}
            </Text>
            <Text className={classes.prewrap}>{displayOrDash(detail.description)}</Text>
          </Paper>
          {detail.openRequest ? (
            <Alert color="yellow" variant="light" mt="md" title={t('caseOpenRequest')} data-testid={`${tid}-open-request`}>
              <Text className={classes.prewrap}>{detail.openRequest.note}</Text>
              <Text size="xs" c="dimmed" mt={4}>
                {formatDateTime(detail.openRequest.requestedAt)}
              </Text>
            </Alert>
          ) : null}
          {detail.files ? (
            <Box mt="md">
              <CaseFiles files={detail.files} testIdPrefix={tid} />
            </Box>
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="lg" component="section" aria-labelledby={`${tid}-timeline-heading`} data-testid={`${tid}-timeline`}>
            <Title order={2} size="h4" mb="md" id={`${tid}-timeline-heading`}>
              {t(kitKey(kind, 'DetailTimeline'))}
            </Title>
            {detail.timeline.length === 0 ? (
              <Text c="dimmed">{t(kitKey(kind, 'DetailTimelineEmpty'))}</Text>
            ) : (
              <Timeline active={detail.timeline.length - 1} bulletSize={18} lineWidth={2}>
                {detail.timeline.map((entry) => {
                  const eventLabel = labels.eventLabelOf(entry.type);
                  const stateLabel = labels.stateLabelOf(entry.stateCode);
                  return (
                    <Timeline.Item key={entry.version} title={eventLabel ? t.l(eventLabel) : entry.type}>
                      {stateLabel ? <Text size="sm">{t.l(stateLabel)}</Text> : null}
                      {entry.detail ? (
                        <Text size="sm" className={classes.prewrap}>
                          {entry.detail}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed" mt={2}>
                        {t(kitKey(kind, 'DetailTimelineBy'), { actor: displayOrDash(entry.actorName), at: formatDateTime(entry.at) })}
                      </Text>
                    </Timeline.Item>
                  );
                })}
              </Timeline>
            )}
          </Paper>
        </Grid.Col>
      </Grid>

      <CaseAssignModal kind={kind} target={assigning ? detail : null} onClose={() => setAssigning(false)} />
    </Stack>
  );
};

/** The case could not be loaded: not found or not the viewer's to see, or a failure worth retrying. */
export const CaseDetailError = ({ error, ...props }: ErrorComponentProps & CaseDetailProps) => {
  const t = useT();
  const router = useRouter();
  const hidden = isApiError(error) && (error.notFound || (error.status === 403 && !error.unauthorized));
  return (
    <Stack gap="md">
      <BackToList {...props} />
      <Paper withBorder>
        {hidden ? <EmptyState title={t(kitKey(props.kind, 'NotFound'))} /> : <ErrorState error={error} onRetry={() => void router.invalidate()} />}
      </Paper>
    </Stack>
  );
};
