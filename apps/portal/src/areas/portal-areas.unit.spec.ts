import { variantTraits } from '../variants';
import { Areas, type AreaTab, type TabSource } from '@bk/contracts';

const codes = (tabs: readonly AreaTab[]) => tabs.map((tab) => (tab.source.type === 'kind' ? (tab.source.categoryCode ?? tab.source.kind) : tab.source.type === 'read' ? tab.source.read : 'organisation'));
const kinds = (tabs: readonly AreaTab[]) => tabs.map((tab) => tab.source).filter((source): source is Extract<TabSource, { type: 'kind' }> => source.type === 'kind').map((source) => source.kind);

describe('portal areas, as each variant declares them', () => {
  it('gives the restructuring centre its glrdt and blpcfw tabs (spec §2), single pages by kind, and no investors on trzfy', () => {
    expect(Areas.glrdt.tabs('csj').map((tab) => tab.zh)).toEqual(['专业服务机构库', '他山之石', '典型案例', '中心动态']);
    expect(codes(Areas.glrdt.tabs('csj'))).toEqual([8, 2, 3, 5]);
    expect(codes(Areas.blpcfw.tabs('csj'))).toEqual(['centerIntroduction', 15, 7, 8, 'contactUs']);
    expect(Areas.trzfy.tabs('csj').map((tab) => tab.key)).toEqual(['financing']);
    expect(Areas.trzfy.tabs('default').map((tab) => tab.key)).toEqual(['financing', 'investors', 'names']);
    expect(codes(Areas.caseInfo.tabs('csj'))).toEqual([3]);
  });

  it('gives the northeast variant its tabs, the organisation tab being the public tree', () => {
    expect(codes(Areas.glrdt.tabs('jilin'))).toEqual([22, 2, 3]);
    expect(codes(Areas.blpcfw.tabs('jilin'))).toEqual(['associationIntro', 'charter', 'organisation', 7, 4, 21, 8]);
    expect(codes(Areas.caseInfo.tabs('jilin'))).toEqual([12]);
    expect(codes(Areas.caseInfo.tabs('default'))).toEqual([1, 2]);
  });

  it('lets expert lectures and business training share one screen, each opening its own tab', () => {
    expect(kinds(Areas.zjjt.tabs('bjYpt'))).toEqual(['lecture', 'training']);
    expect(kinds(Areas.ywpx.tabs('bjYpt'))).toEqual(['training', 'lecture']);
    expect([Areas.xhAnnounce.banner, Areas.flfg.banner, Areas.flfg.title.zh, Areas.hyfc.title.zh]).toEqual(['xhgg', 'flfg', '破产政策制度', '会员风采']);
  });

  it('shows each variant its own screens only', () => {
    expect(variantTraits('bjYpt').areas).toEqual(expect.arrayContaining(['lxwm', 'news-list', 'zjjt', 'ywpx', 'xhAnnounce', 'flfg', 'hyfc']));
    expect(variantTraits('bjYpt').areas).not.toContain('glrdt');
    expect(variantTraits('csj').areas).not.toContain('xhAnnounce');
    expect(variantTraits('bjYpt').nav).toContainEqual({ consultation: { zh: '公共服务', en: 'Public service' } });
  });
});
