import type { ContentKindKey } from '@bk/domain';
import {
  articleTemplates,
  contentKindsFor,
  fillArticleTemplate,
  missingTemplateVariables,
  type ArticleTemplateKey,
  type TemplateValues,
} from '@bk/domain';
import { EmptyState, errorMessage, isApiError, loginUserQueryOptions, rightKeysOf, useSubmissionKey } from '@bk/web';
import { Alert, Button, Grid, Paper, SegmentedControl, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useAssociation } from '../shell/use-association';
import { TemplatePreview } from './components/template-preview';
import { contentPaths } from './content-links';
import { useContentT } from './content-messages';
import { refreshAfterContentCommand, saveContent } from './content-queries';
import { screenOfKind } from './content-screens';

/**
 * articleGenerate: an article composed from a template of the domain. The editor picks a template
 * and the kind to save into (article kinds they may edit that need nothing a template lacks), fills
 * the variables with a live preview, and creates an unpublished draft, then continues in its form.
 */
export const ArticleGeneratePage = ({ templateKey }: { templateKey: ArticleTemplateKey | undefined }) => {
  const t = useContentT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { associationId, channel } = useAssociation();
  const rightKeys = rightKeysOf(useQuery(loginUserQueryOptions(channel)).data);
  const kinds = useMemo(() => contentKindsFor(rightKeys, 'edit').filter((kind) => kind.shape === 'article' && !kind.announcementType), [rightKeys]);
  const [key, setKey] = useState<ArticleTemplateKey>(templateKey ?? articleTemplates[0]!.key);
  const template = articleTemplates.find((candidate) => candidate.key === key)!;
  const [values, setValues] = useState<Record<ArticleTemplateKey, TemplateValues>>({} as Record<ArticleTemplateKey, TemplateValues>);
  const current = values[key] ?? {};
  const [chosenKind, setChosenKind] = useState<ContentKindKey | null>(null);
  const kind = kinds.find((candidate) => candidate.key === (chosenKind ?? template.suggestedKind)) ?? kinds[0];
  const filled = useMemo(() => fillArticleTemplate(template, current), [template, current]);
  const missing = missingTemplateVariables(template, current);
  const [tried, setTried] = useState(false);
  const submission = useSubmissionKey();

  const create = useMutation({
    mutationFn: () => saveContent({ kind: kind!.key, title: filled.title, body: filled.html, requestId: submission.current() }, submission.current()),
    onSuccess: async (result) => {
      submission.renew();
      notifications.show({ color: 'green', message: t('generateCreated') });
      await refreshAfterContentCommand(queryClient, channel, result);
      await navigate({ href: contentPaths(screenOfKind(kind!.key)!, associationId).edit(result.contentId) });
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 400 || error.status === 403 || error.conflict)) {
        notifications.show({ color: 'red', title: t('contentRefused'), message: t.m(errorMessage(error)) });
      }
    },
  });

  if (kinds.length === 0) return <EmptyState title={t('generateNoKinds')} />;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('generateTitle')}
        </Title>
        <Text c="dimmed">{t('generateIntro')}</Text>
      </div>
      <SegmentedControl
        aria-label={t('templateChoose')}
        value={key}
        onChange={(value) => {
          setKey(value as ArticleTemplateKey);
          setTried(false);
        }}
        data={articleTemplates.map((candidate) => ({ value: candidate.key, label: t.l(candidate.name) }))}
        fullWidth
        data-testid="generate-template"
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Select
                label={t('generateKind')}
                data={kinds.map((candidate) => ({ value: candidate.key, label: t.l(candidate.label) }))}
                value={kind!.key}
                onChange={(value) => setChosenKind(value as ContentKindKey | null)}
                allowDeselect={false}
                data-testid="generate-kind"
              />
              {template.variables.map((variable) => {
                const props = {
                  label: t.l(variable.label),
                  required: variable.required,
                  placeholder: variable.example,
                  value: current[variable.key] ?? '',
                  error: tried && variable.required && (current[variable.key] ?? '').trim() === '' ? t('generateMissing', { fields: t.l(variable.label) }) : undefined,
                  onChange: (event: { currentTarget: { value: string } }) =>
                    setValues((all) => ({ ...all, [key]: { ...(all[key] ?? {}), [variable.key]: event.currentTarget.value } })),
                };
                return variable.kind === 'multiline' ? (
                  <Textarea key={variable.key} {...props} autosize minRows={3} />
                ) : (
                  <TextInput key={variable.key} {...props} type={variable.kind === 'date' ? 'date' : 'text'} />
                );
              })}
              {tried && missing.length > 0 ? (
                <Alert color="red" variant="light">
                  {t('generateMissing', { fields: missing.map((variable) => t.l(variable.label)).join('、') })}
                </Alert>
              ) : null}
              <Button
                onClick={() => {
                  setTried(true);
                  if (missing.length === 0) create.mutate();
                }}
                loading={create.isPending}
                data-testid="generate-create"
              >
                {t('generateCreate')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TemplatePreview filled={filled} label={t('templatePreview')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
