import { articleTemplates, exampleTemplateValues, fillArticleTemplate, type ArticleTemplateKey, type TemplateVariableKind } from '@bk/domain';
import { RouterButton } from '@bk/web';
import { Badge, Grid, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useAssociation } from '../shell/use-association';
import { TemplatePreview } from './components/template-preview';
import { useContentT } from './content-messages';

const kindLabel = { text: 'templateKindText', date: 'templateKindDate', multiline: 'templateKindMultiline' } as const satisfies Record<
  TemplateVariableKind,
  string
>;

/**
 * `form`: the templates articleGenerate offers, each with its variables and a preview filled with
 * their examples, so an editor sees what each one produces before writing.
 */
export const ContentTemplatesPage = () => {
  const t = useContentT();
  const { associationId } = useAssociation();
  const [key, setKey] = useState<ArticleTemplateKey>(articleTemplates[0]!.key);
  const template = articleTemplates.find((candidate) => candidate.key === key)!;
  const filled = useMemo(() => fillArticleTemplate(template, exampleTemplateValues(template)), [template]);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('templatesTitle')}
        </Title>
        <Text c="dimmed">{t('templatesIntro')}</Text>
      </div>
      <SegmentedControl
        aria-label={t('templateChoose')}
        value={key}
        onChange={(value) => setKey(value as ArticleTemplateKey)}
        data={articleTemplates.map((candidate) => ({ value: candidate.key, label: t.l(candidate.name) }))}
        fullWidth
        data-testid="template-choice"
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Text c="dimmed" size="sm">
                {t.l(template.description)}
              </Text>
              <Title order={2} size="h4">
                {t('templateVariables')}
              </Title>
              <Table.ScrollContainer minWidth={360}>
                <Table verticalSpacing="xs">
                  <Table.Tbody>
                    {template.variables.map((variable) => (
                      <Table.Tr key={variable.key}>
                        <Table.Td>
                          <Text fw={500} size="sm">
                            {t.l(variable.label)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t(kindLabel[variable.kind])} · {variable.example}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={variable.required ? 'red' : 'gray'}>
                            {t(variable.required ? 'templateVariableRequired' : 'templateVariableOptional')}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <TemplatePreview filled={filled} label={t('templatePreview')} />
            <RouterButton to="/index/$associationId/articleGenerate" params={{ associationId }} search={{ template: key }} w="fit-content" data-testid="template-use">
              {t('templateUse')}
            </RouterButton>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
