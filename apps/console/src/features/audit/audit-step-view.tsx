import type { AuditCaseKind, AuditHistoryStep } from '@bk/contracts';
import { displayOrDash } from '@bk/domain';
import { caseLabels, formatDateTime } from '@bk/web';
import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useT, type ConsoleT } from '../../i18n';
import factStyles from '../shared/facts.module.css';
import classes from './audit.module.css';
import { CaseStateBadge } from '../cases/case-state-badge';

const actorKindKey = { staff: 'auditActorStaff', applicant: 'auditActorApplicant', system: 'auditActorSystem' } as const;

export const actorOf = (t: ConsoleT, actor: AuditHistoryStep['actor']): string => {
  if (!actor) return displayOrDash(null);
  const kindKey = actorKindKey[actor.kind as keyof typeof actorKindKey];
  return kindKey ? `${actor.name}（${t(kindKey)}）` : actor.name;
};

export const useEventLabel = (kind: AuditCaseKind) => {
  const t = useT();
  return (type: string): string => {
    const label = caseLabels[kind].eventLabelOf(type);
    return label ? t.l(label) : type;
  };
};

const shown = (t: ConsoleT, value: unknown): string => (value === undefined ? t('auditAbsent') : JSON.stringify(value, null, 1));

/** What the event's own data says beyond who and when (those have their own lines). */
const eventDetail = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'actor' && key !== 'at'));

/** One step of the replay: the event (who, when, why, its data and hash), the state it left, and what it changed. */
export const AuditStepView = ({ kind, step }: { kind: AuditCaseKind; step: AuditHistoryStep }) => {
  const t = useT();
  const eventLabel = useEventLabel(kind);
  const facts: [string, ReactNode][] = [
    [t('auditActor'), actorOf(t, step.actor)],
    [t('auditAt'), formatDateTime(step.at)],
    [t('auditRecordedAt'), formatDateTime(step.recordedAt)],
    [t('auditReason'), displayOrDash(step.reason)],
    [t('state'), <CaseStateBadge key="state" labels={kind} stateCode={step.stateCodeAfter} />],
    [t('auditHash'), <span key="hash" className={classes.hash}>{step.hash}</span>],
  ];

  return (
    <Stack gap="md" data-testid="audit-step" data-version={step.version}>
      <Paper withBorder p="lg" component="section" aria-labelledby="audit-event-heading">
        <Title order={2} size="h4" mb="md" id="audit-event-heading">
          {t('auditStepLabel', { version: step.version, event: eventLabel(step.type) })}
        </Title>
        <dl className={factStyles.facts}>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt className={factStyles.term}>{term}</dt>
              <dd className={factStyles.definition}>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <Text className={factStyles.term} mt="md" mb={4}>
          {t('auditEventData')}
        </Text>
        <Code block className={classes.json}>
          {JSON.stringify(eventDetail(step.data), null, 2)}
        </Code>
      </Paper>

      <Paper withBorder p="lg" component="section" aria-labelledby="audit-changes-heading">
        <Title order={2} size="h4" mb="md" id="audit-changes-heading">
          {t('auditChanges')}
        </Title>
        {step.changes.length === 0 ? (
          <Text c="dimmed">{t('auditNoChanges')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" data-testid="audit-changes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('auditField')}</Table.Th>
                  <Table.Th>{t('auditBefore')}</Table.Th>
                  <Table.Th>{t('auditAfter')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {step.changes.map((change) => (
                  <Table.Tr key={change.path}>
                    <Table.Td className={classes.mono}>{change.path}</Table.Td>
                    <Table.Td className={factStyles.definition}>{shown(t, change.before)}</Table.Td>
                    <Table.Td className={factStyles.definition}>{shown(t, change.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <Paper withBorder p="lg" component="section" aria-labelledby="audit-state-heading">
        <Title order={2} size="h4" mb="md" id="audit-state-heading">
          {t('auditStateAfter')}
        </Title>
        <Code block className={classes.json} data-testid="audit-state">
          {JSON.stringify(step.stateAfter, null, 2)}
        </Code>
      </Paper>
    </Stack>
  );
};
