import type { Actor } from '../shared/actor';
import { specify } from '../testing/given-when-then';
import { channelConfigDecider, cmsModeLockedMessage, type ChannelConfigCommand, type ChannelConfigEvent, type ChannelConfigRecord } from './channel-config';

const at = '2026-11-25T09:00:00.000Z';
const actor: Actor = { kind: 'staff', id: 'admin', name: '管理员 周婷' };
const seeded: ChannelConfigRecord = { title: '深圳市破产管理人协会', cmsMode: 'default', gpShow: true, gpUrl: null };
const spec = specify(channelConfigDecider);
const change = (values: ChannelConfigRecord, casesExist = false): ChannelConfigCommand => ({ type: 'ChangeChannelConfig', baseline: seeded, values, casesExist, actor, at });
const changed = (values: ChannelConfigRecord, changes: ChannelConfigEvent['data']['changes']): ChannelConfigEvent => ({ type: 'ChannelConfigChanged', data: { values, changes, actor, at } });

describe('channel configuration', () => {
  it('records the first change against the seeded configuration, field by field from → to', () => {
    spec.given().when(change({ ...seeded, title: '深圳破产协会', gpUrl: 'https://example.cn' })).then(
      changed({ ...seeded, title: '深圳破产协会', gpUrl: 'https://example.cn' }, [
        { field: 'title', from: '深圳市破产管理人协会', to: '深圳破产协会' },
        { field: 'gpUrl', from: null, to: 'https://example.cn' },
      ]),
    );
  });

  it('compares later changes with the recorded state, not the seed, and records nothing for an unchanged save', () => {
    const first = changed({ ...seeded, title: '甲' }, [{ field: 'title', from: seeded.title!, to: '甲' }]);
    spec.given(first).when(change({ ...seeded, title: '甲' })).then();
    spec.given(first).when(change({ ...seeded, title: '乙' })).then(changed({ ...seeded, title: '乙' }, [{ field: 'title', from: '甲', to: '乙' }]));
  });

  it('changes the portal mode only while the association has no case', () => {
    spec.given().when(change({ ...seeded, cmsMode: 'csj' })).then(changed({ ...seeded, cmsMode: 'csj' }, [{ field: 'cmsMode', from: 'default', to: 'csj' }]));
    spec.given().when(change({ ...seeded, cmsMode: 'csj' }, true)).thenRefuses({ code: 'VALIDATION_FAILED', messageZh: cmsModeLockedMessage, details: { field: 'cmsMode' } });
    // With cases, everything but the mode stays editable.
    spec.given().when(change({ ...seeded, gpShow: false }, true)).then(changed({ ...seeded, gpShow: false }, [{ field: 'gpShow', from: true, to: false }]));
  });
});
