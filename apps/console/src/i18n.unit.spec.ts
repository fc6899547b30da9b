import { currentT, loadFeatureMessages } from './i18n';

describe('console messages', () => {
  it('has the feature screens\' words only once their catalogue has loaded, and the first pages\' from the start', async () => {
    expect(currentT()('login')).toBe('登录');
    expect(currentT()('imBackToConsole')).toBe('imBackToConsole');

    await Promise.all([loadFeatureMessages(), loadFeatureMessages()]);

    expect(currentT()('imBackToConsole')).toBe('返回后台');
    expect(currentT()('login')).toBe('登录');
  });
});
