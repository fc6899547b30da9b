import { announcementFormSchema, saveAnnouncementSchema, type AnnouncementDetail } from '@bk/contracts';
import { summarize } from '@bk/domain';
import { emptyAnnouncementForm, formValuesOf, saveRequestOf } from './announcement-form-values';

const body = '管理人现公开招募重整投资人。意向投资人请于公告发布之日起三十日内报名，并提交资信证明、投资方案等材料。'.repeat(3);

const detail: AnnouncementDetail = {
  contentId: '6f1c2b0e-8f54-4d7a-9a53-0f5d8e2b7c11',
  announcementType: 5,
  title: '某某公司重整投资人招募公告',
  summary: summarize(body),
  body,
  status: 'published',
  pinned: false,
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
  publishedAt: '2026-03-02T01:05:00.000Z',
  updatedByName: '管理员 周婷',
  version: 3,
};

describe('announcement form values', () => {
  it('a derived summary loads blank, so a changed body derives it afresh', () => {
    expect(formValuesOf(detail)).toEqual({ announcementType: '5', title: detail.title, summary: '', body });
  });

  it('a summary someone wrote loads as written', () => {
    expect(formValuesOf({ ...detail, summary: '公开招募重整投资人' }).summary).toBe('公开招募重整投资人');
  });

  it('an edit carries the content id and the version it was loaded at; a new one neither', () => {
    const parsed = announcementFormSchema.parse(formValuesOf(detail));
    const edit = saveRequestOf(parsed, { contentId: detail.contentId, version: 3 }, '0d6f1f5e-2b8a-4c1e-9c3d-5a7b9e1f2a34');
    expect(edit).toMatchObject({ contentId: detail.contentId, version: 3, announcementType: 5, summary: '' });
    expect(saveAnnouncementSchema.safeParse(edit).success).toBe(true);
    const created = saveRequestOf(parsed, undefined, '0d6f1f5e-2b8a-4c1e-9c3d-5a7b9e1f2a34');
    expect(created).not.toHaveProperty('contentId');
    expect(created).not.toHaveProperty('version');
  });

  it('the empty form is refused with the schema\'s messages, type first', () => {
    const result = announcementFormSchema.safeParse(emptyAnnouncementForm);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['请选择公告类型', '请填写标题', '请填写正文']);
  });
});
