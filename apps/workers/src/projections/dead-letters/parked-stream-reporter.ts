import type { DataSource } from 'typeorm';
import { parkedStreams } from './dead-letter-store';

const REPORT_INTERVAL_MS = 60_000;
const STREAMS_NAMED = 5;

/**
 * Keeps parked streams in the workers' log: one line a minute while any stream waits on a dead
 * letter (a case whose read model is frozen), and one line when the last is resolved. A dead letter
 * logged once at failure time scrolls away; this does not.
 */
export const startParkedStreamReporter = (options: {
  system: DataSource;
  log: (message: string) => void;
  intervalMs?: number;
}): { stop: () => void } => {
  let reported = 0;
  const report = async (): Promise<void> => {
    const parked = await parkedStreams(options.system);
    if (parked.length > 0) {
      const named = parked
        .slice(0, STREAMS_NAMED)
        .map((stream) => `${stream.streamId} (#${stream.rootId}, ${stream.openDeadLetters} event(s), since ${stream.since.toISOString()}: ${stream.error})`);
      const more = parked.length > STREAMS_NAMED ? ` and ${parked.length - STREAMS_NAMED} more` : '';
      options.log(
        `projections: ${parked.length} parked stream(s) waiting on dead letters: ${named.join('; ')}${more}. ` +
          'See `npm run projections:dead-letters -- list`',
      );
    } else if (reported > 0) {
      options.log('projections: no parked streams');
    }
    reported = parked.length;
  };
  const tick = (): void => {
    report().catch((error: unknown) => options.log(`projections: parked-stream report failed: ${(error as Error).message}`));
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? REPORT_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
