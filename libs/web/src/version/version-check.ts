import { VERSION_PROMPT_SNOOZE_MS } from '@bk/domain';

/** Where the served build publishes its commit (spec §7 GET /cms/_version.json?v=). */
export const VERSION_MARKER_PATH = '/cms/_version.json';

export type VersionCheckDeps = {
  /** The commit this page was built from. */
  buildCommitId: string;
  fetchJson: (url: string) => Promise<unknown>;
  now: () => number;
  onNewVersion: () => void;
  snoozeMs?: number;
};

export type VersionChecker = {
  /** Called when the tab becomes visible: resolves once the marker was compared (or skipped). */
  check: () => Promise<void>;
  /** "Ignore": no prompt for the next five minutes. */
  snooze: () => void;
};

const commitIdOf = (body: unknown): string | undefined => {
  const value = typeof body === 'object' && body !== null ? (body as { commitId?: unknown }).commitId : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * Spec §4 and §8: when the tab becomes visible, fetch the version marker (a timestamp defeats any
 * cache) and prompt when its commitId differs from the build's. Ignoring snoozes the prompt for
 * five minutes; any failure (offline, a proxy's HTML) stays silent.
 */
export const createVersionChecker = ({ buildCommitId, fetchJson, now, onNewVersion, snoozeMs = VERSION_PROMPT_SNOOZE_MS }: VersionCheckDeps): VersionChecker => {
  let snoozedUntil = 0;
  let inFlight = false;
  return {
    check: async () => {
      const at = now();
      if (inFlight || at < snoozedUntil) return;
      inFlight = true;
      try {
        const served = commitIdOf(await fetchJson(`${VERSION_MARKER_PATH}?v=${at}`));
        if (served !== undefined && served !== buildCommitId && now() >= snoozedUntil) onNewVersion();
      } catch {
        // Silent by design: a failed check must never bother the user.
      } finally {
        inFlight = false;
      }
    },
    snooze: () => {
      snoozedUntil = now() + snoozeMs;
    },
  };
};
