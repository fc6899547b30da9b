import { displayOrDash } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, isApiError, RouterButton } from '@bk/web';
import { Anchor, Badge, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { auditCaseQueryOptions, auditHistoryQueryOptions } from './audit-queries';
import { clampStep, stepForKey } from './step-navigation';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { AuditEvidencePanel } from './audit-evidence-panel';
import { actorOf, AuditStepView, useEventLabel } from './audit-step-view';
import classes from './audit.module.css';
import { useKindLabel } from './use-kind-label';

const route = getRouteApi('/index/$associationId/shell/authenticated/audit/$caseId');

const BackToSearch = () => {
  const t = useT();
  const { associationId } = useAssociation();
  return (
    <div>
      <RouterButton variant="subtle" to="/index/$associationId/audit" params={{ associationId }} px={0}>
        ← {t('auditBackToSearch')}
      </RouterButton>
    </div>
  );
};

const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * audit/:caseId: the case's record replayed event by event (buttons, ← →, or the timeline), each
 * step with its actor, time, reason, data, the folded state after it and the diff to the step
 * before; verification, the signed export and the link to the case's workflow.
 */
export const AuditCasePage = () => {
  const t = useT();
  const kindLabel = useKindLabel();
  const { channel } = useAssociation();
  const { caseId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: info } = useSuspenseQuery(auditCaseQueryOptions(channel, { caseId, kind: search.kind }));
  // The kind the API resolved: history, verification and export all read the same stream.
  const target = { caseId, kind: info.kind };
  const history = useQuery(auditHistoryQueryOptions(channel, target));
  const eventLabel = useEventLabel(info.kind);

  const steps = history.data ?? [];
  const step = clampStep(search.step, steps.length);
  const current = steps[step - 1];

  const goTo = useCallback(
    (next: number) => void navigate({ search: (previous) => ({ ...previous, step: next }), replace: true }),
    [navigate],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const next = stepForKey(
        { key: event.key, modified: event.altKey || event.ctrlKey || event.metaKey || event.shiftKey, inEditableField: isEditable(event.target) },
        step,
        steps.length,
      );
      if (next === undefined) return;
      event.preventDefault();
      goTo(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [step, steps.length, goTo]);

  // Keep the current event visible in a long timeline.
  const currentItem = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, which is no effect cleanup.
    void currentItem.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  return (
    <Stack gap="md">
      <BackToSearch />
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('auditCaseTitle')}
          </Title>
          <Group gap="xs" mt={4}>
            <Text className={classes.mono} data-testid="audit-case-number">
              {info.caseNumber ?? info.caseId}
            </Text>
            <Badge variant="outline">{kindLabel(info.kind)}</Badge>
            <Text c="dimmed">{displayOrDash(info.enterpriseName)}</Text>
          </Group>
        </div>
        <Anchor href={info.temporalUrl} target="_blank" rel="noopener noreferrer" data-testid="temporal-link">
          {t('caseDetailTemporal')} ↗
        </Anchor>
      </Group>

      <AuditEvidencePanel target={target} />

      {history.isError ? (
        <Paper withBorder>
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        </Paper>
      ) : history.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : current ? (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="xs" component="nav" aria-label={t('auditTimeline')}>
              <Title order={2} size="h5" p="xs">
                {t('auditTimeline')}
              </Title>
              <div className={classes.timeline}>
                {steps.map((entry) => (
                  <button
                    key={entry.version}
                    type="button"
                    ref={entry.version === step ? currentItem : undefined}
                    className={classes.timelineItem}
                    aria-current={entry.version === step ? 'step' : undefined}
                    onClick={() => goTo(entry.version)}
                    data-testid="audit-timeline-item"
                  >
                    <Text size="sm" fw={500}>
                      {entry.version}. {eventLabel(entry.type)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('caseDetailTimelineBy', { actor: actorOf(t, entry.actor), at: formatDateTime(entry.at) })}
                    </Text>
                  </button>
                ))}
              </div>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Group justify="space-between">
                <Button variant="default" onClick={() => goTo(step - 1)} disabled={step <= 1} aria-keyshortcuts="ArrowLeft">
                  ← {t('auditPrevious')}
                </Button>
                <div>
                  <Text fw={500} ta="center" aria-live="polite" data-testid="audit-step-position">
                    {t('auditStepOf', { step, total: steps.length })}
                  </Text>
                  <Text size="xs" c="dimmed" ta="center">
                    {t('auditKeyboardHint')}
                  </Text>
                </div>
                <Button variant="default" onClick={() => goTo(step + 1)} disabled={step >= steps.length} aria-keyshortcuts="ArrowRight">
                  {t('auditNext')} →
                </Button>
              </Group>
              <AuditStepView kind={info.kind} step={current} />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        <Paper withBorder>
          <EmptyState title={t('caseDetailTimelineEmpty')} />
        </Paper>
      )}
    </Stack>
  );
};

/** The case could not be loaded: not found (or not allowed), or a failure worth retrying. */
export const AuditCaseError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  const router = useRouter();
  return (
    <Stack gap="md">
      <BackToSearch />
      <Paper withBorder>
        {isApiError(error) && error.notFound ? (
          <EmptyState title={t('caseNotFound')} />
        ) : (
          <ErrorState error={error} onRetry={() => void router.invalidate()} />
        )}
      </Paper>
    </Stack>
  );
};
