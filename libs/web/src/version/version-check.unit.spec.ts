import { createVersionChecker } from './version-check';

const setup = (served: () => Promise<unknown>) => {
  let clock = 1_000_000;
  const urls: string[] = [];
  let prompts = 0;
  const checker = createVersionChecker({
    buildCommitId: 'abc1234',
    fetchJson: (url) => {
      urls.push(url);
      return served();
    },
    now: () => clock,
    onNewVersion: () => void prompts++,
  });
  return { checker, urls, prompts: () => prompts, advance: (ms: number) => void (clock += ms) };
};

describe('version check', () => {
  it('asks for the marker with a timestamp and prompts only on a different commit', async () => {
    let commitId = 'abc1234';
    const { checker, urls, prompts } = setup(async () => ({ commitId }));
    await checker.check();
    expect(urls).toEqual(['/cms/_version.json?v=1000000']);
    expect(prompts()).toBe(0);
    commitId = 'def5678';
    await checker.check();
    expect(prompts()).toBe(1);
  });

  it('ignore silences the prompt for five minutes, then it comes back', async () => {
    const { checker, urls, prompts, advance } = setup(async () => ({ commitId: 'def5678' }));
    await checker.check();
    checker.snooze();
    advance(5 * 60 * 1000 - 1);
    await checker.check();
    expect(prompts()).toBe(1);
    expect(urls).toHaveLength(1);
    advance(1);
    await checker.check();
    expect(prompts()).toBe(2);
  });

  it('stays silent when the marker cannot be fetched or read', async () => {
    for (const served of [() => Promise.reject(new Error('offline')), async () => '<!doctype html>', async () => ({ commitId: '' })]) {
      const { checker, prompts } = setup(served);
      await expect(checker.check()).resolves.toBeUndefined();
      expect(prompts()).toBe(0);
    }
  });
});
