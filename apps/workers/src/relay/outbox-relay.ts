import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import {
  EVENT_COLUMNS,
  publishEvents,
  toStoredEvent,
  type DomainEventMessage,
  type Producer,
  type StoredEvent,
} from '@bk/infrastructure';

const BATCH_SIZE = 500;
const IDLE_POLL_MS = 200;
const LEADER_RETRY_MS = 2000;

type Checkpoint = { txId: string; position: string };

export type OutboxRelayOptions = {
  system: DataSource;
  /** A dedicated connection: it holds the leader lock and LISTENs for appends. */
  listener: Client;
  producer: Producer;
  topic: string;
  name?: string;
  log?: (message: string) => void;
  /**
   * Runs once Kafka acknowledged a batch and before the checkpoint moves past it (the workers
   * anchor stream heads here). If it fails, the batch is sent again, so no batch goes unanchored.
   */
  afterPublish?: (events: readonly StoredEvent[]) => Promise<void>;
};

/**
 * Publishes the event table to Kafka in commit order. Events are read in (transaction id, position)
 * order and only below the oldest transaction still open (pg_snapshot_xmin): a transaction that
 * took a lower position but commits later is therefore never skipped. The checkpoint is written
 * after Kafka acknowledged the batch, so a crash re-sends at most one batch; consumers ignore
 * versions they already applied.
 */
export class OutboxRelay {
  private running = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private readonly name: string;
  private readonly log: (message: string) => void;

  constructor(private readonly options: OutboxRelayOptions) {
    this.name = options.name ?? 'domain-events';
    this.log = options.log ?? (() => undefined);
  }

  async start(): Promise<void> {
    this.running = true;
    this.options.listener.on('notification', () => this.wake?.());
    await this.options.listener.query('LISTEN events_appended');
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Publishes everything that is safely committed; returns how many events went out. */
  async publishPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.publishBatch();
      total += published;
      if (published < BATCH_SIZE) return total;
    }
  }

  private async run(): Promise<void> {
    while (this.running && !(await this.becomeLeader())) await this.sleep(LEADER_RETRY_MS);
    if (this.running) this.log(`relay ${this.name}: leader, publishing to ${this.options.topic}`);
    while (this.running) {
      try {
        if ((await this.publishBatch()) === BATCH_SIZE) continue;
      } catch (error) {
        this.log(`relay ${this.name}: ${(error as Error).message}; retrying`);
        await this.sleep(1000);
      }
      await this.sleep(IDLE_POLL_MS);
    }
  }

  private async becomeLeader(): Promise<boolean> {
    const rows = await this.options.listener.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [`relay:${this.name}`],
    );
    return rows.rows[0]?.locked === true;
  }

  private async publishBatch(): Promise<number> {
    const { system, producer, topic } = this.options;
    const from = await this.readCheckpoint();
    const rows = await system.query(
      `SELECT ${EVENT_COLUMNS}, tx_id::text AS tx_text FROM events
       WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)
         AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY tx_id, global_position
       LIMIT ${BATCH_SIZE}`,
      [from.txId, from.position],
    );
    if (rows.length === 0) return 0;
    const messages: DomainEventMessage[] = rows.map(toStoredEvent);
    await publishEvents(producer, topic, messages);
    await this.options.afterPublish?.(messages);
    const last = rows[rows.length - 1] as { tx_text: string; global_position: string };
    await system.query(
      `INSERT INTO relay_checkpoints (name, tx_id, global_position, updated_at) VALUES ($1, $2::xid8, $3, now())
       ON CONFLICT (name) DO UPDATE SET tx_id = excluded.tx_id, global_position = excluded.global_position, updated_at = now()`,
      [this.name, last.tx_text, last.global_position],
    );
    return rows.length;
  }

  private async readCheckpoint(): Promise<Checkpoint> {
    const rows: { tx_id: string; global_position: string }[] = await this.options.system.query(
      'SELECT tx_id::text, global_position::text FROM relay_checkpoints WHERE name = $1',
      [this.name],
    );
    return rows[0] ? { txId: rows[0].tx_id, position: rows[0].global_position } : { txId: '0', position: '0' };
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
