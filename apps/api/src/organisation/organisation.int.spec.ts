import { randomUUID } from 'node:crypto';
import type { DeptJob, DeptTreeNode, DeptUser, Page } from '@bk/contracts';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';

/** The organisation structure through the running test API: the seeded tree, edits, refusals, the public tree. */
const [home, other] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];

const names = (nodes: DeptTreeNode[]): string[] => nodes.map((node) => node.name);
const find = (nodes: DeptTreeNode[], name: string): DeptTreeNode | undefined => {
  for (const node of nodes) {
    if (node.name === name) return node;
    const below = find(node.children, name);
    if (below) return below;
  }
  return undefined;
};

describe('organisation structure (real services)', () => {
  it('serves the seeded tree to staff and only its public part to the portal', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const tree = (await admin.get<DeptTreeNode[]>('/api/v1/cms/deptInfo/queryDeptTreeData')).body.data;
    expect(names(tree)).toEqual([home.name]);
    expect(names(tree[0]!.children)).toEqual(['会长办公室', '秘书处', '业务发展部', '会员服务部', '法律事务与培训部', '内审组']);
    expect(find(tree, '秘书处')!.children.filter((node) => node.nodeType === 3).map((node) => [node.name, node.jobName])).toContainEqual(['王立新', '秘书长']);

    const publicTree = await ApiClient.forTestServer(home.channel).get<DeptTreeNode[]>('/api/noauth/v1/home/about/queryHomeDeptTree');
    expect(names(publicTree.body.data[0]!.children)).not.toContain('内审组');
    expect(find(publicTree.body.data, '韩冰')).toBeUndefined();
    // Another association's portal shows its own tree.
    const elsewhere = await ApiClient.forTestServer(other.channel).get<DeptTreeNode[]>('/api/noauth/v1/home/about/queryHomeDeptTree');
    expect(names(elsewhere.body.data)).toEqual([other.name]);
  });

  it('adds, reorders and deletes departments, jobs and members; refuses to delete what still holds something', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const root = (await admin.get<DeptTreeNode[]>('/api/v1/cms/deptInfo/queryDeptTreeData')).body.data[0]!;
    const name = `课题组${randomUUID().slice(0, 4)}`;
    const dept = await admin.post<{ deptId: string }>('/api/v1/cms/deptInfo/saveOrUpdateDeptInfo', { pid: root.id, deptName: name });
    expect(dept.status).toBe(200);
    const { deptId } = dept.body.data;
    expect((await admin.post('/api/v1/cms/deptInfo/saveOrUpdateDeptInfo', { pid: root.id, deptName: name })).body.msg).toBe(`同级已有名为“${name}”的部门`);

    const job = await admin.post<{ jobId: string }>('/api/v1/cms/deptJob/saveOrUpdateDeptJob', { deptId, jobName: '组长' });
    const member = await admin.post<{ memberId: string }>('/api/v1/cms/deptUser/saveOrUpdateDeptUser', { deptId, jobId: job.body.data.jobId, userName: '林小雨', mobileNo: '13600001234' });
    expect(member.status).toBe(200);
    expect((await admin.get<DeptJob[]>('/api/v1/cms/deptJob/queryDeptJobList', { deptId })).body.data).toMatchObject([{ jobName: '组长', members: 1 }]);
    expect((await admin.get<DeptUser[]>('/api/v1/cms/deptUser/queryDeptUserListByJobId', { jobId: job.body.data.jobId })).body.data.map((user) => user.userName)).toEqual(['林小雨']);
    const page = await admin.post<Page<DeptUser>>('/api/v1/cms/deptUser/queryPageDeptUser', { keyword: '林小雨' });
    expect(page.body.data).toMatchObject({ total: 1, list: [{ deptName: name, jobName: '组长' }] });

    // Not while it has a member, nor a job a member holds.
    expect((await admin.post('/api/v1/cms/deptInfo/deleteDeptInfo', { deptId })).body).toMatchObject({ code: 400, msg: `“${name}”下还有 1 名成员，请先移走后再删除` });
    expect((await admin.post('/api/v1/cms/deptJob/deleteDeptJob', { jobId: job.body.data.jobId })).status).toBe(400);

    // The new department moves to the front; the order is what the next read shows.
    const siblings = (await admin.get<DeptTreeNode[]>('/api/v1/cms/deptInfo/queryDeptTreeDatasByPid', { pid: root.id })).body.data.map((node) => node.id);
    const reordered = [deptId, ...siblings.filter((id) => id !== deptId)];
    expect((await admin.post('/api/v1/cms/deptInfo/updateDeptOrder', { pid: root.id, orderedIds: reordered })).status).toBe(200);
    expect((await admin.get<DeptTreeNode[]>('/api/v1/cms/deptInfo/queryDeptTreeDatasByPid', { pid: root.id })).body.data.map((node) => node.id)).toEqual(reordered);
    expect((await admin.post('/api/v1/cms/deptInfo/updateDeptOrder', { pid: root.id, orderedIds: [deptId] })).status).toBe(400);

    await admin.post('/api/v1/cms/deptUser/deleteDeptUser', { memberId: member.body.data.memberId });
    expect((await admin.post('/api/v1/cms/deptInfo/deleteDeptInfo', { deptId })).status).toBe(200);
    expect(find((await admin.get<DeptTreeNode[]>('/api/v1/cms/deptInfo/queryDeptTreeData')).body.data, name)).toBeUndefined();
  });

  it('lets viewers read but not change the structure', async () => {
    const auditor = await ApiClient.forTestServer(home.channel).login('auditor');
    expect((await auditor.get('/api/v1/cms/deptInfo/queryDeptTreeData')).status).toBe(403);
    expect((await auditor.post('/api/v1/cms/deptInfo/saveOrUpdateDeptInfo', { deptName: '越权部门' })).status).toBe(403);
  });
});
