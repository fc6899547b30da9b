import type { MessageDictionary } from '../i18n/translate';

export const formRegionMessages = {
  formRegionCounter: { zh: '{length}/{limit} 字', en: '{length}/{limit} characters' },
  formRegionAddFile: { zh: '添加文件', en: 'Add a file' },
  formRegionRemoveFile: { zh: '移除 {name}', en: 'Remove {name}' },
  formRegionSaveDraft: { zh: '保存草稿', en: 'Save draft' },
  formRegionDraftSaved: { zh: '草稿已保存（{time}）', en: 'Draft saved ({time})' },
  formRegionDraftRestored: { zh: '已恢复您上次保存的草稿（{time}）', en: 'Your draft from {time} was restored' },
  formRegionDraftConflict: { zh: '草稿已在其他页面更新，已载入最新草稿', en: 'The draft was changed in another page; the latest one is loaded' },
  formRegionDraftFailed: { zh: '草稿未能保存：{reason}', en: 'The draft was not saved: {reason}' },
} satisfies MessageDictionary;
