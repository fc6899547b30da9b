import type { ContentAttachment } from '@bk/contracts';
import type { ContentFieldDeclaration } from '@bk/domain';
import { FileUpload } from '@bk/web';
import { ActionIcon, Group, Input, List, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useContentT } from '../content-messages';

/** One of a record kind's declared fields, drawn by its type. */
export const ContentFieldInput = ({
  field,
  value,
  error,
  onChange,
}: {
  field: ContentFieldDeclaration;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) => {
  const t = useContentT();
  const common = { label: t.l(field.label), required: field.required, error: error ? t.m(error) : undefined, 'data-testid': `field-${field.key}` };
  switch (field.type) {
    case 'longText':
      return <Textarea {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)} autosize minRows={3} maxLength={field.max} />;
    case 'choice':
      return (
        <Select
          {...common}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          data={(field.options ?? []).map((option) => ({ value: option.value, label: t.l(option) }))}
          w={280}
        />
      );
    case 'tags':
      return <TextInput {...common} description={t('formTagsHint')} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'file':
      return (
        <Input.Wrapper label={common.label} required={field.required} error={common.error} data-testid={common['data-testid']}>
          <Stack gap={4} mt={4}>
            {value ? (
              <Group gap="xs">
                <Text size="sm">{t('formFileKept')}</Text>
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('formFileRemove')} onClick={() => onChange('')}>
                  ×
                </ActionIcon>
              </Group>
            ) : null}
            <FileUpload onUploaded={(file) => onChange(file.fileId)} />
          </Stack>
        </Input.Wrapper>
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.type === 'url' ? 'url' : field.type === 'phone' ? 'tel' : 'text'}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={field.max}
        />
      );
  }
};

/** The files listed under an article: uploaded through the platform's flow, removable before saving. */
export const AttachmentsInput = ({ value, onChange, error }: { value: readonly ContentAttachment[]; onChange: (next: ContentAttachment[]) => void; error?: string }) => {
  const t = useContentT();
  return (
    <Input.Wrapper label={t('formAttachmentsLabel')} description={t('formAttachmentsHint')} error={error ? t.m(error) : undefined} data-testid="content-attachments">
      <Stack gap="xs" mt={4}>
        {value.length > 0 ? (
          <List spacing={4} size="sm">
            {value.map((attachment) => (
              <List.Item key={attachment.fileId} data-testid="content-attachment">
                <Group gap="xs">
                  <span>{attachment.name}</span>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('formAttachmentRemove', { name: attachment.name })}
                    onClick={() => onChange(value.filter((other) => other.fileId !== attachment.fileId))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        <FileUpload
          label={t('formAttachmentAdd')}
          onUploaded={(file) => {
            if (!value.some((attachment) => attachment.fileId === file.fileId)) onChange([...value, { fileId: file.fileId, name: file.fileName }]);
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
};
