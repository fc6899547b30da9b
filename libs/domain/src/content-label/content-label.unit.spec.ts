import type { Actor } from '../shared/actor';
import { specify } from '../testing/given-when-then';
import { contentLabelDecider, labelKey, labelNotFoundMessage, type ContentLabelEvent } from './content-label';

const at = '2026-11-25T09:00:00.000Z';
const actor: Actor = { kind: 'staff', id: 'editor', name: '内容编辑' };
const spec = specify(contentLabelDecider);
const defined: ContentLabelEvent = { type: 'ContentLabelDefined', data: { labelId: 'l1', name: '破产重整', actor, at } };
const removed: ContentLabelEvent = { type: 'ContentLabelRemoved', data: { actor, at } };

describe('content label', () => {
  it('is defined once: defining it again records nothing', () => {
    spec.given().when({ type: 'DefineContentLabel', labelId: 'l1', name: '破产重整', actor, at }).then(defined);
    spec.given(defined).when({ type: 'DefineContentLabel', labelId: 'l1', name: '破产重整', actor, at }).then();
  });

  it('comes back under the same id when a deleted name is created again', () => {
    const state = spec.given(defined, removed).when({ type: 'DefineContentLabel', labelId: 'l1', name: '破产重整', actor, at }).thenState();
    expect(state).toEqual({ status: 'defined', labelId: 'l1', name: '破产重整' });
  });

  it('refuses to delete a label that is not there', () => {
    spec.given().when({ type: 'RemoveContentLabel', actor, at }).thenRefuses({ messageZh: labelNotFoundMessage });
    spec.given(defined, removed).when({ type: 'RemoveContentLabel', actor, at }).thenRefuses({ messageZh: labelNotFoundMessage });
    spec.given(defined).when({ type: 'RemoveContentLabel', actor, at }).then(removed);
  });

  it('folds names that differ only in width or case into one key', () => {
    expect(labelKey(' ＡＢＣ预重整 ')).toBe(labelKey('abc预重整'));
    expect(labelKey('破产重整')).not.toBe(labelKey('预重整'));
  });
});
