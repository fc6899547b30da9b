import { todoCountFields, type CmsMode, type TodoCounts } from '@bk/contracts';
import { allPermissionKeys, PermissionKeys } from '@bk/domain';
import { consoleMenu } from '../../console-menu';
import { badgeCount, findMenuItem, todoItems, visibleMenu } from './visible-menu';

const keysOf = (rightKeys: readonly string[], cmsMode: CmsMode = 'default') =>
  visibleMenu(consoleMenu, rightKeys, cmsMode).flatMap((group) => group.items.map((item) => item.key));

/** Counts with every field zero but those given. */
const countsWith = (given: Partial<TodoCounts>): TodoCounts => ({
  ...(Object.fromEntries(todoCountFields.map((field) => [field, 0])) as TodoCounts),
  ...given,
});

describe('console menu by permission keys (spec §6)', () => {
  it('shows the distress consultation queues each behind its own key', () => {
    expect(keysOf([PermissionKeys.distressAllocate])).toEqual(['dashboard', 'dilemmaInformation']);
    expect(keysOf([PermissionKeys.distressHandle])).toEqual(['dashboard', 'dilemmaInformationHandle']);
    expect(keysOf([PermissionKeys.distressProgress])).toEqual(['dashboard', 'dilemmaInformationQuery']);
  });

  it('shows only the dashboard to a visitor whose user fetch failed (rightKeys [""])', () => {
    expect(keysOf([''])).toEqual(['dashboard']);
    expect(visibleMenu(consoleMenu, [''], 'default').map((group) => group.key)).toEqual(['workbench']);
  });

  it('shows allocation to an allocator only', () => {
    expect(keysOf([PermissionKeys.courtReformAllocate])).toEqual(['dashboard', 'courtReform', 'courtReformAssign']);
  });

  it('shows handling to a handler only', () => {
    expect(keysOf([PermissionKeys.courtReformHandle, PermissionKeys.newsView])).toEqual(['dashboard', 'courtReform', 'courtReformBind', 'news', 'table']);
  });

  it('shows both to someone holding both keys, in menu order', () => {
    expect(keysOf([PermissionKeys.courtReformHandle, PermissionKeys.courtReformAllocate])).toEqual([
      'dashboard',
      'courtReform',
      'courtReformAssign',
      'courtReformBind',
    ]);
  });

  it('shows statements to the situation key and the progress query to the query key', () => {
    expect(keysOf([PermissionKeys.courtReformSituation])).toEqual(['dashboard', 'courtReform', 'courtReformMark']);
    expect(keysOf([PermissionKeys.courtReformQuery])).toEqual(['dashboard', 'courtReform', 'courtReformQuery']);
  });

  it('gives the demo allocator (allocate, query, situation) allocation, statements and the query', () => {
    expect(keysOf([PermissionKeys.courtReformAllocate, PermissionKeys.courtReformQuery, PermissionKeys.courtReformSituation])).toEqual([
      'dashboard',
      'courtReform',
      'courtReformAssign',
      'courtReformMark',
      'courtReformQuery',
    ]);
  });

  it('does not mutate the definition', () => {
    visibleMenu(consoleMenu, [''], 'default');
    visibleMenu(consoleMenu, [''], 'csj');
    expect(consoleMenu.find((group) => group.key === 'courtReform')!.items).toHaveLength(6);
    expect(consoleMenu.find((group) => group.key === 'restructuring')!.items).toHaveLength(5);
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

describe('restructuring-centre menu (spec §2, csj mode)', () => {
  const taskKeys = ['courtReform-csj', 'courtReformApplyList-csj', 'courtReformAssign-csj', 'courtReformAccept-csj', 'courtReformBind-csj'];

  it.each<CmsMode>(['default', 'jilin', 'bj-ypt'])('is absent in %s mode, whatever keys the user holds', (mode) => {
    expect(visibleMenu(consoleMenu, allPermissionKeys, mode).map((group) => group.key)).not.toContain('restructuring');
    expect(keysOf(allPermissionKeys, mode).filter((key) => taskKeys.includes(key))).toEqual([]);
  });

  it('always shows "my applications" in csj mode, even to a user without keys (the demo applicant)', () => {
    expect(keysOf([], 'csj')).toEqual(['dashboard', 'courtReform-csj', 'courtReformApplyList-csj']);
    expect(keysOf([''], 'csj')).toEqual(['dashboard', 'courtReform-csj', 'courtReformApplyList-csj']);
  });

  it('shows allocation, acceptance and handling each behind its own list key', () => {
    expect(keysOf([PermissionKeys.csjTaskAllocateList], 'csj')).toEqual(['dashboard', 'courtReform-csj', 'courtReformApplyList-csj', 'courtReformAssign-csj']);
    expect(keysOf([PermissionKeys.csjTaskAcceptList], 'csj')).toEqual(['dashboard', 'courtReform-csj', 'courtReformApplyList-csj', 'courtReformAccept-csj']);
    expect(keysOf([PermissionKeys.csjTaskHandleList], 'csj')).toEqual(['dashboard', 'courtReform-csj', 'courtReformApplyList-csj', 'courtReformBind-csj']);
  });

  it('does not open a queue to its action key alone', () => {
    const actionKeys = [PermissionKeys.csjTaskAllocate, PermissionKeys.csjTaskAccept, PermissionKeys.csjTaskHandle];
    expect(keysOf(actionKeys, 'csj')).toEqual(['dashboard', 'courtReform-csj', 'courtReformApplyList-csj']);
  });

  it('gives the demo handler (court-reform handling plus task acceptance and handling) both menus, in order', () => {
    const handler = [
      PermissionKeys.courtReformHandle,
      PermissionKeys.courtReformQuery,
      PermissionKeys.csjTaskAcceptList,
      PermissionKeys.csjTaskAccept,
      PermissionKeys.csjTaskHandleList,
      PermissionKeys.csjTaskHandle,
    ];
    expect(keysOf(handler, 'csj')).toEqual([
      'dashboard',
      'courtReform',
      'courtReformBind',
      'courtReformQuery',
      'courtReform-csj',
      'courtReformApplyList-csj',
      'courtReformAccept-csj',
      'courtReformBind-csj',
    ]);
  });

  it('gives an admin every task entry under its own heading', () => {
    const groups = visibleMenu(consoleMenu, allPermissionKeys, 'csj');
    const restructuring = groups.find((group) => group.key === 'restructuring')!;
    expect(restructuring.label).toEqual({ zh: '重组中心', en: 'Restructuring centre' });
    expect(restructuring.items.map((item) => item.key)).toEqual(taskKeys);
  });

  it("counts the association's allocation queue, and the viewer's own acceptance and handling queues", () => {
    const counts = countsWith({ taskAssignmentCount: 4, taskAcceptanceCount: 9, taskHandlingCount: 8, myTaskAcceptanceCount: 2, myTaskHandlingCount: 1 });
    const badge = (key: string) => badgeCount(findMenuItem(consoleMenu, key)!, counts);
    expect(badge('courtReformApplyList-csj')).toBeUndefined();
    expect(badge('courtReformAssign-csj')).toBe(4);
    expect(badge('courtReformAccept-csj')).toBe(2);
    expect(badge('courtReformBind-csj')).toBe(1);
  });
});

describe('menu badges', () => {
  const assign = findMenuItem(consoleMenu, 'courtReformAssign')!;
  const dashboard = findMenuItem(consoleMenu, 'dashboard')!;

  it('shows a positive count for items with a count field', () => {
    expect(badgeCount(assign, countsWith({ assignmentCount: 3 }))).toBe(3);
  });

  it('shows nothing for zero, unknown counts or items without a count', () => {
    expect(badgeCount(assign, countsWith({ handlingCount: 5, myHandlingCount: 2 }))).toBeUndefined();
    expect(badgeCount(assign, undefined)).toBeUndefined();
    expect(badgeCount(dashboard, countsWith({ assignmentCount: 3 }))).toBeUndefined();
  });

  it('lists the to-do items', () => {
    expect(todoItems(consoleMenu).map((item) => item.countField)).toEqual([
      'distressAssignmentCount',
      'myDistressHandlingCount',
      'assignmentCount',
      'myHandlingCount',
      'issuanceCount',
      'taskAssignmentCount',
      'myTaskAcceptanceCount',
      'myTaskHandlingCount',
    ]);
    expect(todoItems(visibleMenu(consoleMenu, allPermissionKeys, 'default')).map((item) => item.countField)).toEqual([
      'distressAssignmentCount',
      'myDistressHandlingCount',
      'assignmentCount',
      'myHandlingCount',
      'issuanceCount',
    ]);
  });
});

describe('announcements entry (公告信息)', () => {
  it('opens to the court-reform announcement key or the restructuring centre notices key, in any mode', () => {
    expect(keysOf([PermissionKeys.courtReformAnnouncement])).toEqual(['dashboard', 'courtReformGgxx', 'table']);
    // In csj mode "my applications" is shown to everyone as well.
    expect(keysOf([PermissionKeys.csjOutsideCourtNotices], 'csj')).toContain('courtReformGgxx');
    expect(keysOf([PermissionKeys.courtReformHandle, PermissionKeys.csjTaskAllocate])).not.toContain('courtReformGgxx');
  });

  it('sits in the court-reform group', () => {
    const group = visibleMenu(consoleMenu, [PermissionKeys.courtReformAnnouncement], 'default').find((entry) => entry.key === 'courtReform');
    expect(group?.items.map((item) => item.key)).toEqual(['courtReformGgxx']);
  });
});
