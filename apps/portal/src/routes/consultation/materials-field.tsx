import { DISTRESS_MATERIALS_MAX } from '@bk/contracts';
import { FileUpload, PORTAL_UPLOAD_ENDPOINTS } from '@bk/web';
import { ActionIcon, Group, Input, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n';

export type UploadedMaterial = { fileId: string; fileName: string };

/** Supporting materials through the upload service (the portal user's own upload calls). */
export const MaterialsField = ({
  label,
  value,
  onChange,
  error,
  required = false,
}: {
  label: string;
  value: UploadedMaterial[];
  onChange: (next: UploadedMaterial[]) => void;
  error?: string;
  required?: boolean;
}) => {
  const t = useT();
  return (
    <Input.Wrapper label={label} withAsterisk={required} description={t('materialsHint')} error={error}>
      <Stack gap="xs" mt={6}>
        {value.map((file) => (
          <Group key={file.fileId} gap="xs" wrap="nowrap" data-testid="material-file">
            <Text size="sm" style={{ overflowWrap: 'anywhere', flex: 1 }}>
              {file.fileName}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('removeMaterial', { name: file.fileName })}
              onClick={() => onChange(value.filter((other) => other.fileId !== file.fileId))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {value.length < DISTRESS_MATERIALS_MAX ? (
          <FileUpload
            key={value.length}
            label={t('addMaterial')}
            endpoints={PORTAL_UPLOAD_ENDPOINTS}
            onUploaded={(file) => onChange([...value, { fileId: file.fileId, fileName: file.fileName }])}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
};
