import { randomUUID } from 'node:crypto';
import { createLabelSchema, type ContentLabel } from '@bk/contracts';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';

/**
 * Content labels through the running test API: create (idempotent on the name), search by
 * prefix then substring, delete; one association's labels invisible to another; keys checked.
 */
const home = demoTenants.find((tenant) => tenant.channel === 'szpca')!;
const centre = demoTenants.find((tenant) => tenant.channel === 'csjrc')!;

let editor: ApiClient;
let otherEditor: ApiClient;
let auditor: ApiClient;

const create = (client: ApiClient, name: string) => client.post<ContentLabel>('/api/v1/cms/label/create', { name });
const search = async (client: ApiClient, keyword: string): Promise<string[]> => {
  const response = await client.get<ContentLabel[]>('/api/v1/cms/label/search', { keyword });
  expect(response.status).toBe(200);
  return response.body.data.map((label) => label.name);
};

beforeAll(async () => {
  editor = await ApiClient.forTestServer(home.channel).login('admin');
  otherEditor = await ApiClient.forTestServer(centre.channel).login('admin');
  auditor = await ApiClient.forTestServer(home.channel).login('auditor');
});

describe('content labels', () => {
  it('has the demo labels, prefix matches before names merely containing the keyword', async () => {
    // Neither starts with 重整: the shorter name first.
    expect(await search(editor, '重整')).toEqual(['预重整', '破产重整']);
    const bankruptcy = await search(editor, '破产');
    expect(bankruptcy.slice(0, 2).sort()).toEqual(['破产清算', '破产重整']);
    expect(bankruptcy.slice(2)).toEqual(['个人破产']);
    expect((await search(editor, '')).length).toBeGreaterThanOrEqual(7);
    // A wildcard in the keyword is a character, not a pattern.
    expect(await search(editor, '%')).toEqual([]);
  });

  it('creates a label once: the same name again, or in another width or case, answers the same label', async () => {
    const name = `数字化${randomUUID().slice(0, 4).toUpperCase()}`;
    const first = await create(editor, name);
    expect(first).toMatchObject({ status: 200, body: { data: { id: expect.any(String), name } } });
    const again = await create(editor, name);
    const folded = await create(editor, name.toLowerCase());
    const concurrent = await Promise.all([create(editor, name), create(editor, name), create(editor, name)]);
    for (const answer of [again, folded, ...concurrent]) expect(answer.body.data).toEqual(first.body.data);
    expect((await search(editor, name)).filter((found) => found === name)).toHaveLength(1);
  });

  it('keeps each association to its own labels: invisible, and not deletable, from another', async () => {
    const mine = (await create(editor, `本会专用${randomUUID().slice(0, 4)}`)).body.data;
    expect(await search(otherEditor, mine.name)).toEqual([]);
    expect(await otherEditor.delete('/api/v1/cms/label/del', { id: mine.id })).toMatchObject({ status: 404, body: { msg: '标签不存在或已删除' } });
    expect(await search(editor, mine.name)).toEqual([mine.name]);
    // The same name in another association is that association's own label.
    const theirs = (await create(otherEditor, mine.name)).body.data;
    expect(theirs.id).not.toBe(mine.id);
  });

  it('deletes a label from the list; creating the name again brings back the same label', async () => {
    const label = (await create(editor, `待删除${randomUUID().slice(0, 4)}`)).body.data;
    expect(await editor.delete('/api/v1/cms/label/del', { id: label.id })).toMatchObject({ status: 200, body: { data: label } });
    expect(await search(editor, label.name)).toEqual([]);
    expect(await editor.delete('/api/v1/cms/label/del', { id: label.id })).toMatchObject({ status: 404 });
    expect((await create(editor, label.name)).body.data).toEqual(label);
  });

  it.each([
    ['an empty name', ''],
    ['a name over 20 characters', '标'.repeat(21)],
    ['a name with an illegal character', '重整<script>'],
  ])('refuses %s with the schema message', async (_case, name) => {
    const parsed = createLabelSchema.safeParse({ name });
    expect(parsed.success).toBe(false);
    expect(await create(editor, name)).toMatchObject({ status: 400, body: { msg: parsed.error!.issues[0]!.message } });
  });

  it('refuses staff holding no content key', async () => {
    expect(await auditor.get('/api/v1/cms/label/search', { keyword: '' })).toMatchObject({ status: 403 });
    expect(await create(auditor, '越权标签')).toMatchObject({ status: 403 });
    const label = (await create(editor, `留存${randomUUID().slice(0, 4)}`)).body.data;
    expect(await auditor.delete('/api/v1/cms/label/del', { id: label.id })).toMatchObject({ status: 403 });
    expect(await search(editor, label.name)).toEqual([label.name]);
  });
});
