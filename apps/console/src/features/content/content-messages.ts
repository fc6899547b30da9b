import { commonMessages, createI18n, type MessageDictionary } from '@bk/web';

/** The content screens' words (zh-CN first, English second). */
export const contentMessages = {
  templatesTitle: { zh: '文章模板', en: 'Article templates' },
  templatesIntro: {
    zh: '“文章生成”提供的模板及其变量。左侧填写的示例值仅用于预览，实际生成请前往“文章生成”。',
    en: 'The templates “Generate article” offers, with their variables. The sample values only feed the preview; to write an article, use “Generate article”.',
  },
  templateVariables: { zh: '变量', en: 'Variables' },
  templateVariableRequired: { zh: '必填', en: 'Required' },
  templateVariableOptional: { zh: '选填', en: 'Optional' },
  templateVariableKind: { zh: '类型', en: 'Kind' },
  templateVariableExample: { zh: '示例', en: 'Example' },
  templateKindText: { zh: '单行文字', en: 'Text' },
  templateKindDate: { zh: '日期', en: 'Date' },
  templateKindMultiline: { zh: '多行文字', en: 'Multiline text' },
  templatePreview: { zh: '预览', en: 'Preview' },
  templateChoose: { zh: '选择模板', en: 'Template' },
  templateUse: { zh: '使用此模板生成文章', en: 'Write an article from this template' },
} satisfies MessageDictionary;

export const { useT: useContentT } = createI18n({ ...commonMessages, ...contentMessages });
