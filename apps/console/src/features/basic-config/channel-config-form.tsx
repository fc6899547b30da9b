import {
  CHANNEL_ICON_TYPES,
  channelConfigValuesSchema,
  cmsModes,
  type ChannelConfigIcon,
  type ChannelConfigSettings,
  type ChannelConfigValues,
  type CmsMode,
} from '@bk/contracts';
import { collectFieldErrors, FileUpload, isApiError, serverFieldErrors, sessionKeys, useSubmissionKey, type FieldErrors } from '@bk/web';
import { Alert, Button, Group, Image, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { channelConfigKeys, iconPreviewQueryOptions, saveChannelConfig } from './channel-config-queries';

type Field = keyof ChannelConfigValues;
type TextField = 'title' | 'gpUrl' | 'subPathPre' | 'aiName' | 'crossImTitle';
type SwitchField = 'gpShow' | 'cmsNewHome' | 'cmsQuestionShow';
type IconField = 'icoFileId' | 'crossImIcoFileId';
/** Text as typed (an unset optional text is ''); the schema turns '' into "not set". */
type FormValues = Omit<ChannelConfigValues, 'gpUrl' | 'crossImTitle'> & { gpUrl: string; crossImTitle: string };

const TEXT_FIELDS: readonly TextField[] = ['title', 'aiName', 'gpUrl', 'crossImTitle', 'subPathPre'];
const SWITCH_FIELDS: readonly SwitchField[] = ['gpShow', 'cmsNewHome', 'cmsQuestionShow'];
const ICON_ACCEPT = CHANNEL_ICON_TYPES.map((type) => `.${type}`).join(',');

const formValuesOf = (config: ChannelConfigValues): FormValues => ({ ...config, gpUrl: config.gpUrl ?? '', crossImTitle: config.crossImTitle ?? '' });

/** The image behind an icon's fileId, through a short-lived download address. */
const IconPreview = ({ fileId, alt }: { fileId: string; alt: string }) => {
  const { channel } = useAssociation();
  const preview = useQuery(iconPreviewQueryOptions(channel, fileId));
  return preview.data ? (
    <Image src={preview.data.url} alt={alt} w={48} h={48} fit="contain" radius="sm" bd="1px solid var(--mantine-color-gray-3)" />
  ) : (
    <Text size="sm" c="dimmed">
      …
    </Text>
  );
};

const IconInput = ({ field, fileId, current, onChange }: { field: IconField; fileId: string | null; current: ChannelConfigIcon | null; onChange: (fileId: string | null) => void }) => {
  const t = useT();
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const name = fileId === current?.fileId ? current.fileName : uploadedName;
  return (
    <Stack gap={6} data-testid={`channel-config-${field}`}>
      <Text size="sm" fw={500}>
        {t(`channelField_${field}`)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('channelIconHint')}
      </Text>
      <Group gap="sm">
        {fileId ? <IconPreview fileId={fileId} alt={t(`channelField_${field}`)} /> : <Text size="sm" c="dimmed">{t('channelIconNone')}</Text>}
        {name ? <Text size="sm">{name}</Text> : null}
        {fileId ? (
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => onChange(null)}>
            {t('channelIconRemove')}
          </Button>
        ) : null}
      </Group>
      <FileUpload
        accept={ICON_ACCEPT}
        label={t('channelIconUpload')}
        onUploaded={(file) => {
          setUploadedName(file.fileName);
          onChange(file.fileId);
        }}
      />
    </Stack>
  );
};

/**
 * The association's channel configuration: validated by the contract's schema as the server
 * does, saved with the version it was read at; a save someone else overtook asks to reload.
 */
export const ChannelConfigForm = ({ settings }: { settings: ChannelConfigSettings }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  const submission = useSubmissionKey();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(settings.config));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const initial = formValuesOf(settings.config);
  const changed = (Object.keys(initial) as Field[]).some((field) => initial[field] !== values[field]);

  const set = <F extends keyof FormValues>(field: F, value: FormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const mutation = useMutation({
    mutationFn: (config: ChannelConfigValues) => saveChannelConfig({ ...config, version: settings.version }, submission.current()),
    onSuccess: (saved) => {
      submission.renew();
      notifications.show({ color: 'green', message: t('channelSaved') });
      // The new version remounts the form with the saved values; the shell's title follows.
      queryClient.setQueryData(channelConfigKeys.settings(channel), saved);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.channelConfig(channel) });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.conflict) setConflict(true);
      else if (error.status === 400) {
        if (error.fieldErrors.length > 0) setErrors(serverFieldErrors(Object.keys(initial) as Field[], error.fieldErrors));
        else setRefusal(t.m(error.msg));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const parsed = channelConfigValuesSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error.issues));
      return;
    }
    mutation.mutate(parsed.data);
  };

  const reload = () => {
    setConflict(false);
    void queryClient.invalidateQueries({ queryKey: channelConfigKeys.settings(channel) });
  };

  const modeOptions = cmsModes.map((mode) => ({ value: mode, label: t(`cmsMode_${mode}`) }));
  const errorOf = (field: Field) => (errors[field] ? t.m(errors[field]) : undefined);

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="channel-config-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {TEXT_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`channelField_${field}`)}
                description={t(`channelHint_${field}`)}
                required={field === 'title' || field === 'aiName'}
                value={values[field]}
                onChange={(event) => set(field, event.currentTarget.value)}
                error={errorOf(field)}
                inputWrapperOrder={['label', 'description', 'input', 'error']}
                data-testid={`channel-config-${field}`}
              />
            ))}
            <Select
              label={t('channelField_cmsMode')}
              description={settings.cmsModeLocked ? t('channelCmsModeLocked') : t('channelHint_cmsMode')}
              data={modeOptions}
              value={values.cmsMode}
              onChange={(value) => value && set('cmsMode', value as CmsMode)}
              disabled={settings.cmsModeLocked}
              allowDeselect={false}
              error={errorOf('cmsMode')}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
              data-testid="channel-config-cmsMode"
            />
            <Select
              label={t('channelField_cmsIndexMode')}
              description={t('channelHint_cmsIndexMode')}
              data={modeOptions}
              value={values.cmsIndexMode}
              onChange={(value) => value && set('cmsIndexMode', value as CmsMode)}
              allowDeselect={false}
              error={errorOf('cmsIndexMode')}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
              data-testid="channel-config-cmsIndexMode"
            />
          </SimpleGrid>
          <Group gap="xl">
            {SWITCH_FIELDS.map((field) => (
              <Switch key={field} label={t(`channelField_${field}`)} checked={values[field]} onChange={(event) => set(field, event.currentTarget.checked)} data-testid={`channel-config-${field}`} />
            ))}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <IconInput field="icoFileId" fileId={values.icoFileId} current={settings.icons.ico} onChange={(fileId) => set('icoFileId', fileId)} />
            <IconInput field="crossImIcoFileId" fileId={values.crossImIcoFileId} current={settings.icons.crossImIco} onChange={(fileId) => set('crossImIcoFileId', fileId)} />
          </SimpleGrid>
          {refusal ? (
            <Alert color="red" variant="light" role="alert" data-testid="channel-config-refusal">
              {refusal}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" disabled={!changed} loading={mutation.isPending} data-testid="channel-config-save">
              {t('channelSave')}
            </Button>
            <Button
              variant="default"
              disabled={!changed || mutation.isPending}
              onClick={() => {
                setValues(initial);
                setErrors({});
                setRefusal(null);
              }}
            >
              {t('channelReset')}
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal opened={conflict} onClose={() => setConflict(false)} title={t('channelConflictTitle')}>
        <Stack gap="md" data-testid="channel-config-conflict">
          <Text>{t('channelConflictText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConflict(false)}>
              {t('channelConflictKeep')}
            </Button>
            <Button onClick={reload} data-autofocus>
              {t('channelConflictReload')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
