import { composeMenu, type MenuEntry, type MenuGroupDefinition } from './console-menu-kit';

const groups: MenuGroupDefinition[] = [{ key: 'workbench' }, { key: 'courtReform', label: { zh: '庭外重组', en: 'Court reform' } }, { key: 'settings' }];
const entry = (group: string, key: string): MenuEntry =>
  ({ group, key, label: { zh: key, en: key }, to: `/index/$associationId/${key}` }) as unknown as MenuEntry;

describe('composeMenu', () => {
  it('places each feature entry in its group, groups in their order, entries in feature order', () => {
    const menu = composeMenu(groups, [entry('settings', 'basicConfig'), entry('workbench', 'dashboard'), entry('settings', 'authority')]);
    expect(menu.map((group) => [group.key, group.items.map((item) => item.key)])).toEqual([
      ['workbench', ['dashboard']],
      ['settings', ['basicConfig', 'authority']],
    ]);
  });

  it('leaves out a group no feature fills and keeps the group label', () => {
    const menu = composeMenu(groups, [entry('courtReform', 'courtReformAssign')]);
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ key: 'courtReform', label: { zh: '庭外重组' } });
    expect(menu[0]!.items[0]).not.toHaveProperty('group');
  });
});
