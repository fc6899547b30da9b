import type { DataSource, EntityManager } from 'typeorm';
import type { ObjectStore } from '@bk/infrastructure';

/** An upload not verified within an hour was abandoned (a closed tab, a failed PUT). */
export const STALE_UPLOAD_AFTER = '1 hour';
export const STALE_UPLOAD_REASON = '上传后一小时内未完成校验，已清除';
/** Past the upload URL's 15 minutes nothing can write its key again: what a replay left there goes. */
export const UPLOAD_URL_EXPIRED_AFTER = '15 minutes';
/** A verified file that nothing named within a week was uploaded and then abandoned with its form. */
export const UNREFERENCED_AFTER = '7 days';
export const UNREFERENCED_REASON = '上传后七天内未被任何内容引用，已清除';
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

/**
 * Deletes what an upload URL wrote after its file was settled: a verified file is served from its
 * own copy, so the upload key holds at most a replay, which nobody reads. Once the URL has
 * expired the key is deleted for good and the row says so.
 */
export const clearExpiredUploadKeys = async (system: DataSource, store: ObjectStore): Promise<number> =>
  inBatches(system, async (manager) => {
    const rows: { file_id: string; upload_key: string; object_key: string }[] = await manager.query(
      `SELECT file_id, upload_key, object_key FROM stored_files
       WHERE upload_key_cleared_at IS NULL AND status <> 'pending' AND created_at < now() - interval '${UPLOAD_URL_EXPIRED_AFTER}'
       ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const row of rows) if (row.upload_key !== row.object_key) await store.delete(row.upload_key);
    if (rows.length > 0)
      await manager.query(`UPDATE stored_files SET upload_key_cleared_at = now() WHERE file_id = ANY($1::uuid[])`, [rows.map((row) => row.file_id)]);
    return rows.length;
  });

/** Retention: a verified file nothing named within a week is deleted; its row stays, expired, with the reason. */
export const expireUnreferencedFiles = async (system: DataSource, store: ObjectStore): Promise<number> =>
  inBatches(system, async (manager) => {
    const rows: { file_id: string; object_key: string }[] = await manager.query(
      `SELECT file_id, object_key FROM stored_files
       WHERE status = 'verified' AND referenced_at IS NULL AND decided_at < now() - interval '${UNREFERENCED_AFTER}'
       ORDER BY decided_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const row of rows) await store.delete(row.object_key);
    if (rows.length > 0)
      await manager.query(`UPDATE stored_files SET status = 'expired', refusal_reason = $2 WHERE file_id = ANY($1::uuid[])`, [
        rows.map((row) => row.file_id),
        UNREFERENCED_REASON,
      ]);
    return rows.length;
  });

/** Runs one claim-and-settle step in its own transaction until a batch comes back short. */
const inBatches = async (system: DataSource, step: (manager: EntityManager) => Promise<number>): Promise<number> => {
  let done = 0;
  for (;;) {
    const batch = await system.transaction(step);
    done += batch;
    if (batch < BATCH) return done;
  }
};

/** Every storage sweep, in order; each claims its rows with SKIP LOCKED, so workers processes share the work. */
export const sweepStorage = async (system: DataSource, store: ObjectStore): Promise<{ stale: number; uploadKeys: number; expired: number }> => ({
  stale: await sweepStaleUploads(system, store),
  uploadKeys: await clearExpiredUploadKeys(system, store),
  expired: await expireUnreferencedFiles(system, store),
});

export const startStaleUploadSweeper = (options: {
  system: DataSource;
  store: ObjectStore;
  log: (message: string) => void;
  intervalMs?: number;
}): { stop: () => void } => {
  const tick = (): void => {
    sweepStorage(options.system, options.store)
      .then(({ stale, uploadKeys, expired }) => {
        if (stale + uploadKeys + expired > 0) options.log(`storage: swept ${stale} stale pending upload(s), cleared ${uploadKeys} upload key(s), expired ${expired} unreferenced file(s)`);
      })
      .catch((error: unknown) => options.log(`storage: stale upload sweep failed: ${(error as Error).message}`));
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
