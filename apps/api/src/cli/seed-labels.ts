import type { DataSource } from 'typeorm';
import { systemActor } from '@bk/domain';
import { AggregateStore } from '../aggregates/aggregate-store';
import { contentLabelKind, labelIdOf } from '../content-label/content-label-aggregate';
import type { DemoTenant } from './demo-data';

/** The labels an association's editors would have coined for their news, laws and cases. */
const commonLabels = ['破产重整', '债权申报', '府院联动', '预重整', '个人破产', '破产清算', '管理人履职'];
const labelsByChannel: Record<string, string[]> = {
  csjrc: ['庭外重组', '长三角一体化', '跨区域协作'],
  jlpca: ['东北振兴', '国企改革'],
  bjypt: ['公益服务', '法律援助'],
};

/**
 * Each association's labels, defined through the same aggregate the back office uses. A label
 * staff deleted stays deleted: its stream exists, so it is not defined again.
 */
export const seedLabels = async (app: DataSource, tenant: DemoTenant): Promise<void> => {
  const store = new AggregateStore(app);
  const actor = systemActor('演示数据');
  for (const name of [...commonLabels, ...(labelsByChannel[tenant.channel] ?? [])]) {
    const id = labelIdOf(tenant.tenantId, name);
    const history = await store.history(contentLabelKind, tenant.tenantId, id);
    if (history.length > 0) continue;
    await store.execute(contentLabelKind, { tenantId: tenant.tenantId, id, commandId: 'seed' }, { type: 'DefineContentLabel', labelId: id, name, actor, at: new Date().toISOString() });
  }
};
