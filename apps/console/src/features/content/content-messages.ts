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

  revisionsTitle: { zh: '修订历史', en: 'Revision history' },
  revisionsOpen: { zh: '修订历史', en: 'History' },
  revisionsEmpty: { zh: '暂无修订记录', en: 'No revisions recorded yet' },
  revisionEntry: { zh: '第 {revision} 版 · {name} · {at}', en: 'Revision {revision} · {name} · {at}' },
  revisionCurrent: { zh: '当前版本', en: 'Current' },
  revisionDiffTitle: { zh: '与上一版的差异', en: 'Changes from the previous revision' },
  revisionFirst: { zh: '首个版本：全部内容均为新增', en: 'First revision: everything in it is new' },
  revisionNoTextChange: { zh: '文字内容无变化（可能只修改了发布状态、置顶或附件）', en: 'No text changed (perhaps only publication, pinning or attachments)' },
  revisionAdded: { zh: '新增', en: 'Added' },
  revisionRemoved: { zh: '删除', en: 'Removed' },
  revisionRestore: { zh: '恢复此版本', en: 'Restore this revision' },
  revisionRestoreTitle: { zh: '恢复到第 {revision} 版？', en: 'Restore revision {revision}?' },
  revisionRestoreText: {
    zh: '将以第 {revision} 版的内容保存为一个新版本，当前内容仍保留在修订历史中。',
    en: 'Revision {revision}’s content is saved as a new revision; the current content stays in the history.',
  },
  revisionRestoreSubmit: { zh: '确认恢复', en: 'Restore' },
  bodyLabel: { zh: '正文', en: 'Body' },

  bulkSelected: { zh: '已选择 {count} 项', en: '{count} selected' },
  bulkPublish: { zh: '批量发布', en: 'Publish' },
  bulkUnpublish: { zh: '批量取消发布', en: 'Unpublish' },
  bulkDelete: { zh: '批量删除', en: 'Delete' },
  bulkClear: { zh: '取消选择', en: 'Clear selection' },
  bulkDeleteTitle: { zh: '删除所选内容？', en: 'Delete the selected items?' },
  bulkDeleteText: { zh: '将删除所选的 {count} 项内容，删除后不可恢复，已发布的内容将立即从门户网站撤下。', en: 'The {count} selected items are deleted for good; published ones leave the portal at once.' },
  bulkDeleteSubmit: { zh: '确认删除', en: 'Delete' },
  bulkResultTitle: { zh: '批量操作结果', en: 'Bulk action results' },
  bulkResultSummary: { zh: '成功 {succeeded} 项，失败 {failed} 项', en: '{succeeded} done, {failed} failed' },
  bulkResultOk: { zh: '成功', en: 'Done' },
  bulkResultFailed: { zh: '失败', en: 'Failed' },
} satisfies MessageDictionary;

export const { useT: useContentT } = createI18n({ ...commonMessages, ...contentMessages });
