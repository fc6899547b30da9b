import { PermissionKeys } from '@bk/domain';
import { consoleMenu } from './menu-definition';
import { badgeCount, findMenuItem, todoItems, visibleMenu } from './visible-menu';

const keysOf = (rightKeys: readonly string[]) =>
  visibleMenu(consoleMenu, rightKeys).flatMap((group) => group.items.map((item) => item.key));

describe('console menu by permission keys (spec §6)', () => {
  it('shows only the dashboard to a visitor whose user fetch failed (rightKeys [""])', () => {
    expect(keysOf([''])).toEqual(['dashboard']);
    expect(visibleMenu(consoleMenu, ['']).map((group) => group.key)).toEqual(['workbench']);
  });

  it('shows allocation to an allocator only', () => {
    expect(keysOf([PermissionKeys.courtReformAllocate])).toEqual(['dashboard', 'courtReformAssign']);
  });

  it('shows handling to a handler only', () => {
    expect(keysOf([PermissionKeys.courtReformHandle, PermissionKeys.newsView])).toEqual(['dashboard', 'courtReformBind']);
  });

  it('shows both to someone holding both keys, in menu order', () => {
    expect(keysOf([PermissionKeys.courtReformHandle, PermissionKeys.courtReformAllocate])).toEqual([
      'dashboard',
      'courtReformAssign',
      'courtReformBind',
    ]);
  });

  it('shows statements to the situation key and the progress query to the query key', () => {
    expect(keysOf([PermissionKeys.courtReformSituation])).toEqual(['dashboard', 'courtReformMark']);
    expect(keysOf([PermissionKeys.courtReformQuery])).toEqual(['dashboard', 'courtReformQuery']);
  });

  it('gives the demo allocator (allocate, query, situation) allocation, statements and the query', () => {
    expect(keysOf([PermissionKeys.courtReformAllocate, PermissionKeys.courtReformQuery, PermissionKeys.courtReformSituation])).toEqual([
      'dashboard',
      'courtReformAssign',
      'courtReformMark',
      'courtReformQuery',
    ]);
  });

  it('does not mutate the definition', () => {
    visibleMenu(consoleMenu, ['']);
    expect(consoleMenu[1]!.items).toHaveLength(4);
  });

  it('gives every menu key a unique name and a route', () => {
    const keys = consoleMenu.flatMap((group) => group.items.map((item) => item.key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of consoleMenu.flatMap((group) => group.items)) {
      expect(item.to.startsWith('/index/$associationId/')).toBe(true);
      expect(item.label.zh && item.label.en).toBeTruthy();
    }
  });
});

describe('menu badges', () => {
  const assign = findMenuItem(consoleMenu, 'courtReformAssign')!;
  const dashboard = findMenuItem(consoleMenu, 'dashboard')!;

  it('shows a positive count for items with a count field', () => {
    expect(badgeCount(assign, { assignmentCount: 3, handlingCount: 0, issuanceCount: 0, myHandlingCount: 0 })).toBe(3);
  });

  it('shows nothing for zero, unknown counts or items without a count', () => {
    expect(badgeCount(assign, { assignmentCount: 0, handlingCount: 5, issuanceCount: 0, myHandlingCount: 2 })).toBeUndefined();
    expect(badgeCount(assign, undefined)).toBeUndefined();
    expect(badgeCount(dashboard, { assignmentCount: 3, handlingCount: 0, issuanceCount: 0, myHandlingCount: 0 })).toBeUndefined();
  });

  it('lists the to-do items', () => {
    expect(todoItems(consoleMenu).map((item) => item.countField)).toEqual(['assignmentCount', 'myHandlingCount', 'issuanceCount']);
  });
});
