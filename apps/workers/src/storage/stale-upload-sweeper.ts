import type { DataSource } from 'typeorm';
import type { ObjectStore } from '@bk/infrastructure';

/** An upload not verified within an hour was abandoned (a closed tab, a failed PUT). */
export const STALE_UPLOAD_AFTER = '1 hour';
export const STALE_UPLOAD_REASON = '上传后一小时内未完成校验，已清除';
const SWEEP_INTERVAL_MS = 10 * 60_000;
const BATCH = 100;

/**
 * Deletes the objects of stale pending uploads and marks their rows refused, so nothing that
 * was never verified stays in the store. Runs in the workers, not the API: it is background work
 * over every association, which needs the system role the workers already hold (the API's role
 * sees one association at a time), and the API stays request-only. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so a second workers process sweeps other rows, and a verification
 * racing the sweep either settles the row first or finds it no longer pending.
 */
export const sweepStaleUploads = async (system: DataSource, store: ObjectStore): Promise<number> => {
  let swept = 0;
  for (;;) {
    const batch = await system.transaction(async (manager) => {
      const rows: { file_id: string; object_key: string }[] = await manager.query(
        `SELECT file_id, object_key FROM stored_files
         WHERE status = 'pending' AND created_at < now() - interval '${STALE_UPLOAD_AFTER}'
         ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      // Deleting a missing object succeeds: an upload that never arrived is swept the same way.
      for (const row of rows) await store.delete(row.object_key);
      if (rows.length > 0)
        await manager.query(
          `UPDATE stored_files SET status = 'refused', refusal_reason = $2, decided_at = now() WHERE file_id = ANY($1::uuid[])`,
          [rows.map((row) => row.file_id), STALE_UPLOAD_REASON],
        );
      return rows.length;
    });
    swept += batch;
    if (batch < BATCH) return swept;
  }
};

export const startStaleUploadSweeper = (options: {
  system: DataSource;
  store: ObjectStore;
  log: (message: string) => void;
  intervalMs?: number;
}): { stop: () => void } => {
  const tick = (): void => {
    sweepStaleUploads(options.system, options.store)
      .then((swept) => swept > 0 && options.log(`storage: swept ${swept} stale pending upload(s)`))
      .catch((error: unknown) => options.log(`storage: stale upload sweep failed: ${(error as Error).message}`));
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
