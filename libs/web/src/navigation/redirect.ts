/**
 * Only same-origin paths are accepted as a post-login destination, so a crafted
 * ?redirect=//evil.example cannot send a freshly logged-in user elsewhere.
 */
export const safeRedirectPath = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  return value;
};

/** The console's login page for a channel, carrying the page to come back to (spec §6). */
export const loginPath = (channel: string, redirect?: string): string => {
  const base = `/index/${encodeURIComponent(channel)}/login`;
  const back = safeRedirectPath(redirect);
  return back ? `${base}?redirect=${encodeURIComponent(back)}` : base;
};

export const isLoginPath = (pathname: string): boolean => /^\/index\/[^/]+\/login\/?$/.test(pathname);

/**
 * Where a "not logged in" answer sends the browser (spec §6): the login page with the way back,
 * a login marker (the session ended, rather than a first visit) and the channel, so the login
 * page resolves the same tenant the page was using.
 */
export const loginRedirectPath = (channel: string, back: string): string => {
  const params = new URLSearchParams();
  const safe = safeRedirectPath(back);
  if (safe) params.set('redirect', safe);
  params.set('login', '1');
  params.set('_channel', channel);
  return `/index/${encodeURIComponent(channel)}/login?${params.toString()}`;
};
