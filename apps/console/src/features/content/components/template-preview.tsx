import type { FilledTemplate } from '@bk/domain';
import { SafeHtml } from '@bk/web';
import { Paper, Title } from '@mantine/core';
import classes from './template-preview.module.css';

/** An article as the portal would show it: its title, then its body. */
export const TemplatePreview = ({ filled, label }: { filled: FilledTemplate; label: string }) => (
  <Paper withBorder p="lg" aria-label={label} data-testid="template-preview" className={classes.preview}>
    <Title order={2} size="h3" ta="center" mb="md">
      {filled.title}
    </Title>
    <SafeHtml html={filled.html} className={classes.body} />
  </Paper>
);
