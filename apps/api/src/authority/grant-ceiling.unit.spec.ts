import { ceilingRefusalMessage, keysBeyond } from './grant-ceiling';

describe('grant ceiling', () => {
  it('finds nothing beyond the caller when every wanted key is held, however often it is named', () => {
    expect(keysBeyond(['user:account', 'user:list'], ['user:list', 'user:list'])).toEqual([]);
    expect(keysBeyond(['user:account'], [])).toEqual([]);
  });

  it('names each key the caller lacks once, in a stable order', () => {
    expect(keysBeyond(['user:account', 'user:list'], ['user:list', 'authority:manage', 'audit:replay', 'authority:manage'])).toEqual(['audit:replay', 'authority:manage']);
  });

  it('says why in the words of the screen', () => {
    expect(ceilingRefusalMessage('target', ['authority:manage'])).toBe('该账号或角色的权限超出您自身的权限，不能对其操作');
    expect(ceilingRefusalMessage('grant', ['authority:manage', 'audit:replay'])).toBe('不能授予您自身没有的权限：authority:manage、audit:replay');
  });
});
