import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { projectCaseEvent } from '../projections/case-projector';
import { listDeadLetters, type DeadLetter } from '../projections/dead-letters/dead-letter-store';
import { retryDeadLetters, type StreamRetry } from '../projections/dead-letters/retry-dead-letters';
import { CASE_PROJECTION } from '../projections/projection-consumer';

const USAGE = `usage: npm run projections:dead-letters -- list [--all] | retry [id]
  list         open dead letters, grouped by parked stream (--all: resolved ones too)
  retry        replays every parked stream through the case projection
  retry <id>   replays the stream of dead letter <id>, from its earliest open event`;

/**
 * `npm run projections:dead-letters`: what the case projection set aside, and replaying it once
 * the cause is fixed (a code or schema fix deployed, a missing row restored). Exits 1 when a
 * replay fails again, so a script notices.
 */
const main = async (): Promise<number> => {
  const [command, argument] = process.argv.slice(2);
  if (command !== 'list' && command !== 'retry') {
    console.error(USAGE);
    return 2;
  }
  const config = loadPlatformConfig();
  const system = await createDataSource(config, 'system', 1).initialize();
  const app = await createDataSource(config, 'app', 1).initialize();
  try {
    if (command === 'list') {
      const includeResolved = argument === '--all';
      printList(await listDeadLetters(system, { includeResolved }), includeResolved);
      return 0;
    }
    if (argument !== undefined && !/^\d+$/.test(argument)) {
      console.error(USAGE);
      return 2;
    }
    const results = await retryDeadLetters({ app, system, projection: CASE_PROJECTION, project: projectCaseEvent }, argument);
    printRetries(results);
    return results.some((result) => result.failed) ? 1 : 0;
  } finally {
    await Promise.all([system.destroy(), app.destroy()]);
  }
};

const printList = (deadLetters: DeadLetter[], includeResolved: boolean): void => {
  if (deadLetters.length === 0) {
    console.log(includeResolved ? 'no dead letters' : 'no open dead letters');
    return;
  }
  let stream = '';
  for (const letter of deadLetters) {
    if (letter.streamId !== stream) {
      stream = letter.streamId;
      console.log(`\n${letter.streamId}  (tenant ${letter.tenantId}, ${letter.projection})`);
    }
    const status = letter.resolvedAt ? `resolved ${letter.resolvedAt.toISOString()}` : letter.parkedBehind ? `parked behind #${letter.parkedBehind}` : 'FAILED';
    console.log(
      `  #${letter.id}  v${letter.version}  ${letter.eventType}  position ${letter.globalPosition}  event ${letter.eventId}  ${status}\n` +
        `      attempts ${letter.attempts}, first ${letter.firstFailedAt.toISOString()}, last ${letter.lastFailedAt.toISOString()}\n` +
        `      ${letter.errorMessage}`,
    );
  }
  const open = deadLetters.filter((letter) => !letter.resolvedAt);
  console.log(`\n${open.length} open dead letter(s) in ${new Set(open.map((letter) => letter.streamId)).size} parked stream(s)`);
};

const printRetries = (results: StreamRetry[]): void => {
  if (results.length === 0) console.log('no parked streams');
  for (const result of results) {
    const resolved = result.resolved.map((letter) => `#${letter.id} (v${letter.version})`).join(', ') || 'nothing';
    console.log(`${result.streamId}: projected ${resolved}`);
    if (result.failed) {
      const { deadLetter, error } = result.failed;
      console.log(`  #${deadLetter.id} (v${deadLetter.version}) failed again, the stream stays parked: ${error}`);
    }
  }
};

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
