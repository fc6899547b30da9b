import { displayOrDash, hasPermission, isRestructuringTaskStaff as isTaskStaff, PermissionKeys, restructuringTaskStateCode } from '@bk/domain';
import {
  EmptyState,
  ErrorState,
  formatDateTime,
  isApiError,
  restructuringTaskEventLabelOf as taskEventLabelOf,
  restructuringTaskStateLabelOf as taskStateLabelOf,
  RouterButton,
} from '@bk/web';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { useT } from '../../i18n';
import { taskDetailQueryOptions } from '../../restructuring/restructuring-queries';
import { useAssociation } from '../../features/shell/use-association';
import { TaskActionButtons } from './task-action-buttons';
import { TaskAssignModal, type TaskAssignTarget } from './task-assign-modal';
import classes from './task-detail-page.module.css';
import { taskListPaths, type TaskListOrigin } from './task-routes';
import { TaskStateBadge } from './task-state-badge';
import { useRightKeys } from './use-right-keys';

const BackToList = ({ origin }: { origin: TaskListOrigin }) => {
  const t = useT();
  const { associationId } = useAssociation();
  return (
    <div>
      <RouterButton variant="subtle" to={taskListPaths[origin]} params={{ associationId }} px={0}>
        ← {t('taskBackToList')}
      </RouterButton>
    </div>
  );
};

/**
 * A task's page, the same under every task menu entry: the application, the outcome, the
 * history, what the viewer may do now, and (for staff) the way into its workflow.
 */
export const TaskDetailPage = ({ origin }: { origin: TaskListOrigin }) => {
  const t = useT();
  const { channel } = useAssociation();
  // Every task page's route validates $taskId as a UUID before this renders.
  const { taskId = '' } = useParams({ strict: false });
  const { data: detail } = useSuspenseQuery(taskDetailQueryOptions(channel, taskId));
  const rightKeys = useRightKeys();
  const staff = isTaskStaff(rightKeys);
  const [assigning, setAssigning] = useState<TaskAssignTarget | null>(null);
  const canAssign = detail.stateCode === restructuringTaskStateCode.assign && hasPermission(rightKeys, PermissionKeys.csjTaskAllocate);

  const facts: [string, string, string?][] = [
    [t('taskNumber'), detail.taskNumber, classes.mono],
    [t('enterpriseName'), displayOrDash(detail.enterpriseName)],
    [t('creditCode'), displayOrDash(detail.creditCode), classes.mono],
    [t('contactName'), displayOrDash(detail.contactName)],
    [t('contactPhone'), displayOrDash(detail.contactPhone)],
    [t('taskAssignee'), displayOrDash(detail.assigneeName)],
    [t('taskDetailReallocations'), String(detail.reallocations)],
    [t('submittedAt'), formatDateTime(detail.submittedAt)],
    [t('updatedAt'), formatDateTime(detail.updatedAt)],
  ];

  return (
    <Stack gap="md">
      <BackToList origin={origin} />
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('taskDetailTitle')}
          </Title>
          <Group gap="xs" mt={4}>
            <Text className={classes.mono} data-testid="task-detail-number">
              {detail.taskNumber}
            </Text>
            <TaskStateBadge stateCode={detail.stateCode} />
          </Group>
        </div>
        {staff && detail.temporalUrl ? (
          <Anchor href={detail.temporalUrl} target="_blank" rel="noopener noreferrer" data-testid="temporal-link">
            {t('taskDetailTemporal')} ↗
          </Anchor>
        ) : null}
      </Group>

      {detail.result !== null ? (
        <Alert color="green" variant="light" title={t('taskDetailResult')} data-testid="task-result">
          <Text className={classes.prewrap}>{detail.result}</Text>
        </Alert>
      ) : null}
      {detail.rejectionReason !== null ? (
        <Alert color="red" variant="light" title={t('taskDetailRejection')} data-testid="task-rejection">
          <Text className={classes.prewrap}>{detail.rejectionReason}</Text>
        </Alert>
      ) : null}

      {staff || detail.availableActions.length > 0 ? (
        <Paper withBorder p="lg" component="section" aria-labelledby="task-actions-heading" data-testid="task-actions">
          <Title order={2} size="h4" mb="sm" id="task-actions-heading">
            {t('taskDetailActions')}
          </Title>
          {canAssign || detail.availableActions.length > 0 ? (
            <Group gap="xs">
              {canAssign ? (
                <Button
                  size="sm"
                  onClick={() => setAssigning(detail)}
                  aria-label={t('taskAssignActionLabel', { taskNumber: detail.taskNumber })}
                  data-testid="task-assign-button"
                >
                  {t('taskAssignAction')}
                </Button>
              ) : null}
              <TaskActionButtons summary={detail} actions={detail.availableActions} size="sm" />
            </Group>
          ) : (
            <Text c="dimmed" size="sm">
              {t('taskDetailNoActions')}
            </Text>
          )}
        </Paper>
      ) : null}

      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg" component="section" aria-labelledby="task-summary-heading">
            <Title order={2} size="h4" mb="md" id="task-summary-heading">
              {t('taskDetailSummary')}
            </Title>
            <dl className={classes.grid}>
              {facts.map(([term, value, className]) => (
                <Fragment key={term}>
                  <dt className={classes.term}>{term}</dt>
                  <dd className={className ? `${classes.definition} ${className}` : classes.definition}>{value}</dd>
                </Fragment>
              ))}
            </dl>
            <Text className={classes.term} mt="md">
              {t('description')}
            </Text>
            <Text className={classes.prewrap}>{displayOrDash(detail.description)}</Text>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="lg" component="section" aria-labelledby="task-timeline-heading" data-testid="task-timeline">
            <Title order={2} size="h4" mb="md" id="task-timeline-heading">
              {t('taskDetailTimeline')}
            </Title>
            {detail.timeline.length === 0 ? (
              <Text c="dimmed">{t('taskDetailTimelineEmpty')}</Text>
            ) : (
              <Timeline active={detail.timeline.length - 1} bulletSize={18} lineWidth={2}>
                {detail.timeline.map((entry) => {
                  const eventLabel = taskEventLabelOf(entry.type);
                  const stateLabel = taskStateLabelOf(entry.stateCode);
                  return (
                    <Timeline.Item key={entry.version} title={eventLabel ? t.l(eventLabel) : entry.type}>
                      {stateLabel ? <Text size="sm">{t.l(stateLabel)}</Text> : null}
                      {entry.detail ? (
                        <Text size="sm" className={classes.prewrap}>
                          {entry.detail}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed" mt={2}>
                        {t('taskDetailTimelineBy', { actor: displayOrDash(entry.actorName), at: formatDateTime(entry.at) })}
                      </Text>
                    </Timeline.Item>
                  );
                })}
              </Timeline>
            )}
          </Paper>
        </Grid.Col>
      </Grid>

      <TaskAssignModal task={assigning} onClose={() => setAssigning(null)} />
    </Stack>
  );
};

/** The task could not be loaded: not found or not the viewer's to see, or a failure worth retrying. */
export const TaskDetailError = ({ error, origin }: ErrorComponentProps & { origin: TaskListOrigin }) => {
  const t = useT();
  const router = useRouter();
  const hidden = isApiError(error) && (error.notFound || (error.status === 403 && !error.unauthorized));
  return (
    <Stack gap="md">
      <BackToList origin={origin} />
      <Paper withBorder>
        {hidden ? <EmptyState title={t('taskNotFound')} /> : <ErrorState error={error} onRetry={() => void router.invalidate()} />}
      </Paper>
    </Stack>
  );
};
