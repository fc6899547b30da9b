import { PermissionKeys } from '@bk/domain';
import { consoleMenu } from '../../console-menu';
import { visibleMenu } from '../shell/visible-menu';

const contentKeysFor = (rightKeys: string[]) =>
  visibleMenu(consoleMenu, rightKeys, 'default')
    .find((group) => group.key === 'content')
    ?.items.map((item) => item.key) ?? [];

describe('content menu entries', () => {
  it('shows each screen only to holders of one of its kinds’ view keys', () => {
    expect(contentKeysFor([PermissionKeys.lawsView])).toEqual(['lawsRegulations', 'table']);
    expect(contentKeysFor([PermissionKeys.singlePageContent, PermissionKeys.iconLinks])).toEqual(['centerIntroduction', 'iconLinks', 'table']);
    expect(contentKeysFor([PermissionKeys.courtReformHandle])).toEqual([]);
  });

  it('offers article generation and the templates to article editors, not to viewers', () => {
    expect(contentKeysFor([PermissionKeys.newsView])).toEqual(['news', 'table']);
    expect(contentKeysFor([PermissionKeys.newsView, PermissionKeys.newsEdit])).toEqual(['news', 'table', 'articleGenerate', 'form']);
  });
});
