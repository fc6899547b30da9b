import { isLoginPath, loginPath, loginRedirectPath, safeRedirectPath } from './redirect';

describe('login redirect', () => {
  it('accepts same-origin paths only', () => {
    expect(safeRedirectPath('/index/a/courtReformAssign?page=2')).toBe('/index/a/courtReformAssign?page=2');
    expect(safeRedirectPath('//evil.example/x')).toBeUndefined();
    expect(safeRedirectPath('/\\evil.example')).toBeUndefined();
    expect(safeRedirectPath('https://evil.example')).toBeUndefined();
    expect(safeRedirectPath('javascript:alert(1)')).toBeUndefined();
    expect(safeRedirectPath(undefined)).toBeUndefined();
  });

  it('builds the console login URL with the way back', () => {
    expect(loginPath('assoc-a', '/index/assoc-a/courtReformBind?page=2')).toBe(
      '/index/assoc-a/login?redirect=%2Findex%2Fassoc-a%2FcourtReformBind%3Fpage%3D2',
    );
    expect(loginPath('assoc-a', '//evil')).toBe('/index/assoc-a/login');
    expect(isLoginPath('/index/assoc-a/login')).toBe(true);
    expect(isLoginPath('/index/assoc-a/courtReformBind')).toBe(false);
  });

  it('a lapsed session goes to login with the way back, the login marker and the channel', () => {
    const url = new URL(loginRedirectPath('assoc-a', '/index/assoc-a/courtReformBind?page=2'), 'http://console.test');
    expect(url.pathname).toBe('/index/assoc-a/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirect: '/index/assoc-a/courtReformBind?page=2', login: '1', _channel: 'assoc-a' });
    expect(new URL(loginRedirectPath('assoc-a', '//evil'), 'http://console.test').searchParams.has('redirect')).toBe(false);
  });
});
