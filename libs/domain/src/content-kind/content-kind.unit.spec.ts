import { allPermissionKeys, PermissionKeys } from '../access/permission-keys';
import { defaultContentCategories } from './content-category';
import { contentKindList, ContentKinds, contentKindsFor, contentPermissionKeys, legacyContentKind, mayOnContentKind } from './content-kind-catalogue';
import { fieldValueDisplay, investorFields, publicFieldValues } from './content-field';

const codesOf = (variant: Parameters<typeof defaultContentCategories>[0]) =>
  defaultContentCategories(variant).map((category) => `${category.kind}:${category.code}`);

describe('content-kind catalogue', () => {
  it('declares every kind once, with keys that exist and a body that fits its shape', () => {
    expect(new Set(contentKindList.map((kind) => kind.key)).size).toBe(contentKindList.length);
    for (const kind of contentKindList) {
      for (const key of [...kind.permissions.view, ...kind.permissions.edit, ...kind.permissions.publish]) expect(allPermissionKeys).toContain(key);
      if (kind.shape !== 'record') expect(kind.body).toBe('required');
      if (kind.ordered) expect(kind.shape).toBe('record');
    }
  });

  it('admits by the kind\'s own keys: an editor of news may not publish it nor touch laws', () => {
    const newsEditor = [PermissionKeys.newsView, PermissionKeys.newsEdit];
    expect(mayOnContentKind(newsEditor, 'news', 'edit')).toBe(true);
    expect(mayOnContentKind(newsEditor, 'partyBuilding', 'edit')).toBe(true);
    expect(mayOnContentKind(newsEditor, 'news', 'publish')).toBe(false);
    expect(mayOnContentKind(newsEditor, 'laws', 'view')).toBe(false);
    expect(contentKindsFor([PermissionKeys.csjOutsideCourtNotices], 'publish').map((kind) => kind.key)).toEqual(['courtReformAnnouncement']);
    expect(contentPermissionKeys('publish')).toEqual(expect.arrayContaining([PermissionKeys.newsPublish, PermissionKeys.courtReformAnnouncement, PermissionKeys.iconLinks]));
  });

  it('reads items stored before kinds as announcements (publish type 4) or news', () => {
    expect(legacyContentKind(4)).toBe('courtReformAnnouncement');
    expect(legacyContentKind(1)).toBe('news');
    expect(ContentKinds.courtReformAnnouncement.publishType).toBe(4);
  });
});

describe('categories of the portal variants', () => {
  it('are the tab codes of each variant, filed under the kind each tab lists', () => {
    expect(codesOf('csj')).toEqual(
      expect.arrayContaining(['memberUnit:8', 'lessons:2', 'typicalCase:3', 'centreNews:5', 'centerIntroduction:2', 'memberUnit:15', 'notice:7', 'guide:8', 'contactUs:20', 'courtReformAnnouncement:3']),
    );
    expect(codesOf('jilin')).toEqual(
      expect.arrayContaining(['adviser:22', 'lessons:2', 'managerStyle:3', 'associationIntro:23', 'charter:24', 'notice:7', 'centreNews:4', 'partyBuilding:21', 'guide:8', 'courtReformAnnouncement:12']),
    );
    // Unique per kind and code, though a code may stand for two kinds (csj 2).
    for (const variant of ['default', 'csj', 'jilin', 'bjYpt'] as const) expect(new Set(codesOf(variant)).size).toBe(codesOf(variant).length);
  });
});

describe('record fields as the public sees them', () => {
  it('drops staff-only and undeclared values, and shows a choice by its name', () => {
    const values = { creditCode: '91440300MA5ABCDE1X', investorType: 'financial', contact: '王经理', phone: '13800000000', internal: 'x' };
    expect(publicFieldValues(investorFields, values)).toEqual({ creditCode: '91440300MA5ABCDE1X', investorType: 'financial' });
    const type = investorFields.find((field) => field.key === 'investorType')!;
    expect(fieldValueDisplay(type, 'financial')).toMatchObject({ zh: '财务投资人' });
    const industries = investorFields.find((field) => field.key === 'industries')!;
    expect(fieldValueDisplay(industries, ['制造业', '物流'])).toBe('制造业、物流');
    expect(fieldValueDisplay(industries, [])).toBeUndefined();
  });
});
