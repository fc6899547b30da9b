import { ContentKinds, contentKindList } from '@bk/domain';
import { contentFormErrors, draftOf, emptyFormState, formPartsOf, listColumnsOf, listFiltersOf, saveRequestOf } from './content-kind-view';
import { contentScreens, screenOfKind, screenViewKeys } from './content-screens';

const columnKeys = (kind: keyof typeof ContentKinds) => listColumnsOf(ContentKinds[kind]).map((column) => (column.key === 'field' ? `field:${column.field.key}` : column.key));

describe('kind descriptions → list columns and filters', () => {
  it('gives an article its category, status and date filters, and no field columns', () => {
    expect(columnKeys('news')).toEqual(['title', 'category', 'status', 'updated', 'actions']);
    expect(listFiltersOf(ContentKinds.news)).toEqual(['keyword', 'category', 'status', 'label', 'dateRange']);
  });

  it('gives announcements their type instead of a category', () => {
    expect(columnKeys('courtReformAnnouncement')).toEqual(['title', 'announcementType', 'category', 'status', 'updated', 'actions']);
    expect(listFiltersOf(ContentKinds.courtReformAnnouncement)).toEqual(['keyword', 'announcementType', 'category', 'status', 'label', 'dateRange']);
  });

  it('lists a record by its listed fields, and an ordered kind by its order first', () => {
    expect(columnKeys('memberUnit')).toEqual(['title', 'field:creditCode', 'field:memberLevel', 'field:contact', 'field:phone', 'status', 'updated', 'actions']);
    expect(columnKeys('iconLink')).toEqual(['order', 'title', 'field:url', 'field:iconFileId', 'status', 'updated', 'actions']);
    expect(listFiltersOf(ContentKinds.iconLink)).toEqual(['keyword', 'status', 'label']);
  });
});

describe('kind descriptions → form parts', () => {
  it('follows each kind’s declaration', () => {
    expect(formPartsOf(ContentKinds.policy)).toEqual(['title', 'category', 'summary', 'cover', 'body', 'attachments', 'labels', 'schedule']);
    expect(formPartsOf(ContentKinds.courtReformAnnouncement)).toEqual(['announcementType', 'title', 'category', 'summary', 'body', 'attachments', 'labels', 'schedule']);
    expect(formPartsOf(ContentKinds.charter)).toEqual(['title', 'body', 'attachments']);
    expect(formPartsOf(ContentKinds.friendlyLink)).toEqual(['title', 'fields', 'labels', 'order', 'schedule']);
  });

  it('gives every kind of the catalogue a screen that opens with its view keys', () => {
    for (const kind of contentKindList) {
      const screen = screenOfKind(kind.key);
      expect(screen).toBeDefined();
      expect(screenViewKeys(screen!)).toEqual(expect.arrayContaining([...kind.permissions.view]));
    }
    expect(new Set(contentScreens.map((screen) => screen.formPath)).size).toBe(contentScreens.length);
  });
});

describe('form checks', () => {
  it('names every missing part of an empty announcement at once, in the contract’s words', () => {
    expect(contentFormErrors(ContentKinds.courtReformAnnouncement, emptyFormState(ContentKinds.courtReformAnnouncement))).toEqual({
      title: '请填写标题',
      announcementType: '请选择公告类型',
      body: '请填写正文',
    });
  });

  it('names a record’s required fields, and then the domain’s format check', () => {
    const kind = ContentKinds.memberUnit;
    const state = { ...emptyFormState(kind), title: '某某律师事务所' };
    expect(contentFormErrors(kind, state)).toEqual({ 'fields.creditCode': '请填写统一社会信用代码', 'fields.memberLevel': '请选择会员级别' });
    expect(contentFormErrors(kind, { ...state, fields: { ...state.fields, creditCode: '123', memberLevel: 'member' } })).toEqual({
      'fields.creditCode': '请输入正确的统一社会信用代码',
    });
  });

  it('accepts a complete article, an image alone counting as text, and sends only the kind’s parts', () => {
    const kind = ContentKinds.news;
    const state = { ...emptyFormState(kind), title: '年度会议', body: '<p><img src="/x.png"></p>', categoryCode: '2', summary: '  ' };
    expect(contentFormErrors(kind, state)).toEqual({});
    const request = saveRequestOf(kind, state, { contentId: '7d7c8a3e-0000-4000-8000-000000000001', version: 3 }, 'b1f5d0a4-0000-4000-8000-000000000002');
    expect(request).toMatchObject({ kind: 'news', title: '年度会议', categoryCode: 2, summary: undefined, version: 3, announcementType: null, order: null });
    expect(draftOf(ContentKinds.friendlyLink, { ...emptyFormState(ContentKinds.friendlyLink), body: '<p>x</p>' }).body).toBeUndefined();
  });
});
