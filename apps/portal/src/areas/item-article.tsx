import type { PublicContentDetail } from '@bk/contracts';
import { formatDateTime, SafeHtml } from '@bk/web';
import { Anchor, List, Text, Title } from '@mantine/core';
import { useT } from '../i18n';
import classes from '../routes/announcements/announcements.module.css';

/** One published item as its detail screens show it: title, date, the body (sanitised again here), attachments to download. */
export const ItemArticle = ({ item, testId, banner }: { item: PublicContentDetail; testId: string; banner?: string }) => {
  const t = useT();
  const attachmentsId = `${testId}-attachments`;
  return (
    <article data-testid={`${testId}-detail`} data-banner={banner}>
      <Title order={1} size="h2" mb="xs">
        {item.title}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('newsPublishedAt', { at: formatDateTime(item.publishedAt) })}
      </Text>
      <SafeHtml html={item.body} className={classes.body} testId={`${testId}-body`} />
      {item.attachments.length > 0 ? (
        <section aria-labelledby={attachmentsId}>
          <Title order={2} size="h4" mt="xl" mb="xs" id={attachmentsId}>
            {t('newsAttachments')}
          </Title>
          <List data-testid={attachmentsId}>
            {item.attachments.map((attachment) => (
              <List.Item key={attachment.fileId}>
                <Anchor href={attachment.url} download={attachment.name} aria-label={t('newsDownload', { name: attachment.name })}>
                  {attachment.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      ) : null}
    </article>
  );
};
