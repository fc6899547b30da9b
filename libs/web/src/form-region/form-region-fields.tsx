import { ActionIcon, Group, Input, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FilesElement, FormElement, FormElementValue, FormText } from '@bk/contracts';
import { createI18n, useLanguage } from '../i18n/create-i18n';
import type { Language } from '../i18n/language-store';
import { localize } from '../i18n/translate';
import { FileUpload } from '../upload/file-upload';
import type { UploadEndpoints } from '../upload/upload-flow';
import { formRegionMessages } from './form-region-messages';

const { useT } = createI18n(formRegionMessages);

export type FormRegionValues = Record<string, FormElementValue>;
export type FileNames = Record<string, { fileName: string }>;

/** What the fields read and write: the values of a loaded step form (useStepFormState). */
export type FormRegionFieldsState = {
  values: FormRegionValues;
  /** The contract's messages by element key, as the schema or the server gave them (zh). */
  errors: Readonly<Record<string, string>>;
  change: (key: string, value: FormElementValue) => void;
  /** Names of the files the values hold; uploads add theirs. */
  fileNames: FileNames;
  nameFile: (fileId: string, fileName: string) => void;
};

type FieldsProps = {
  elements: readonly FormElement[];
  state: FormRegionFieldsState;
  /** The portal's upload calls for a portal user; staff calls otherwise. */
  uploadEndpoints?: UploadEndpoints;
  disabled?: boolean;
};

/**
 * The declaration's own messages name the element in Chinese (请填写…, …不能超过N个字); in English
 * they are reworded with the element's English label rather than listed one by one.
 */
const localizeError = (language: Language, element: FormElement, message: string): string => {
  if (language !== 'en') return message;
  const { zh, en } = element.label;
  if (message === `请填写${zh}`) return `Enter the ${en.toLowerCase()}`;
  if (message === `请上传${zh}`) return `Upload the ${en.toLowerCase()}`;
  const limit = new RegExp(`^${zh}不能超过(\\d+)个(字|文件)$`).exec(message);
  if (limit) return `${en} must be at most ${limit[1]} ${limit[2] === '字' ? 'characters' : 'files'}`;
  return message;
};

const textOf = (value: FormElementValue | undefined): string => (typeof value === 'string' ? value : '');
const idsOf = (value: FormElementValue | undefined): string[] => (Array.isArray(value) ? value : []);

const FilesField = ({
  element,
  label,
  value,
  error,
  props,
}: {
  element: FilesElement;
  label: string;
  value: string[];
  error: string | undefined;
  props: FieldsProps;
}) => {
  const t = useT();
  const language = useLanguage();
  return (
    <Input.Wrapper label={label} withAsterisk={element.required} description={element.hint ? localize(language, element.hint) : undefined} error={error}>
      <Stack gap="xs" mt={6}>
        {value.map((fileId) => {
          const name = props.state.fileNames[fileId]?.fileName ?? fileId;
          return (
            <Group key={fileId} gap="xs" wrap="nowrap" data-testid="material-file">
              <Text size="sm" style={{ overflowWrap: 'anywhere', flex: 1 }}>
                {name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={props.disabled}
                aria-label={t('formRegionRemoveFile', { name })}
                onClick={() => props.state.change(element.key, value.filter((other) => other !== fileId))}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
        {value.length < element.maxFiles ? (
          <FileUpload
            key={value.length}
            label={t('formRegionAddFile')}
            endpoints={props.uploadEndpoints}
            disabled={props.disabled}
            onUploaded={(file) => {
              props.state.nameFile(file.fileId, file.fileName);
              props.state.change(element.key, [...value, file.fileId]);
            }}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
};

/**
 * Renders a step's declared elements (libs/contracts form-region): the same declaration the
 * server validates, shown the same way in the portal and the console.
 */
export const FormRegionFields = (props: FieldsProps) => {
  const t = useT();
  const language = useLanguage();
  const text = (value: FormText | undefined) => (value ? localize(language, value) : undefined);
  return (
    <Stack gap="md">
      {props.elements.map((element, index) => {
        const label = localize(language, element.label);
        const message = props.state.errors[element.key];
        const error = message === undefined ? undefined : localizeError(language, element, t.m(message));
        if (element.type === 'files') {
          return <FilesField key={element.key} element={element} label={label} value={idsOf(props.state.values[element.key])} error={error} props={props} />;
        }
        const value = textOf(props.state.values[element.key]);
        const common = {
          label,
          placeholder: text(element.placeholder),
          required: element.required,
          maxLength: element.maxLength,
          value,
          error,
          disabled: props.disabled,
          'data-autofocus': index === 0 ? true : undefined,
          onChange: (event: { currentTarget: { value: string } }) => props.state.change(element.key, event.currentTarget.value),
        };
        return element.type === 'textarea' ? (
          <Textarea
            key={element.key}
            {...common}
            autosize
            minRows={4}
            maxRows={10}
            // The counter reads below the text, where the typing happens; an error follows it.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={t('formRegionCounter', { length: value.trim().length, limit: element.maxLength })}
          />
        ) : (
          <TextInput key={element.key} {...common} description={text(element.hint)} autoComplete="off" />
        );
      })}
    </Stack>
  );
};
