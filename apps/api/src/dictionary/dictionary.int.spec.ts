import type { CodeItem } from '@bk/domain';
import { ApiClient } from '../testing/api-client';

/** The dictionary calls through the running test API, without a session. */
const visitor = () => ApiClient.forTestServer('szpca');

describe('code-type dictionaries (real API)', () => {
  it('serves a dictionary by code type, several at once, and one level of a hierarchy', async () => {
    const announcementTypes = await visitor().get<CodeItem[]>('/api/noauth/v1/dict/code', { codeType: '1' });
    expect(announcementTypes.status).toBe(200);
    expect(announcementTypes.body.data.map((item) => item.code)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(announcementTypes.body.data[5]).toMatchObject({ name: '资产拍卖' });

    const batch = await visitor().post<Record<string, CodeItem[]>>('/api/noauth/v1/dict/code/batch', { codeTypes: [2, 5] });
    expect(Object.keys(batch.body.data)).toEqual(['2', '5']);
    expect(batch.body.data['5']!.map((item) => item.code)).toEqual(['0', '1', '2', '3', '4', '5']);

    const sections = await visitor().get<CodeItem[]>('/api/noauth/v1/dict/getChildClassCode', { codeType: '9' });
    expect(sections.body.data).toHaveLength(20);
    const manufacturing = await visitor().get<CodeItem[]>('/api/noauth/v1/dict/getChildClassCode', { codeType: '9', parentCode: 'C' });
    expect(manufacturing.body.data.every((item) => item.parentCode === 'C')).toBe(true);
    expect(manufacturing.body.data.map((item) => item.name)).toContain('纺织业');
  });

  it('says an unknown code type does not exist', async () => {
    expect(await visitor().get('/api/noauth/v1/dict/code', { codeType: '404' })).toMatchObject({ status: 404, body: { msg: '字典类型 404 不存在' } });
    expect((await visitor().post('/api/noauth/v1/dict/code/batch', { codeTypes: [1, 777] })).status).toBe(404);
  });
});
