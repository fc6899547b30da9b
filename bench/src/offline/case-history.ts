import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  courtReformDecider,
  PermissionKeys,
  type Actor,
  type CourtReformCommand,
  type CourtReformState,
} from '@bk/domain';
import { deterministicEventId, type EventStore } from '@bk/infrastructure';
import { COURT_REFORM_STREAM_TYPE, courtReformStreamId } from '@bk/workflows';
import { application } from '../fixtures';

/**
 * Realistic court-reform histories: every event is decided by the domain decider from the state
 * the previous ones left, and appended through EventStore.append exactly as the workflow's
 * activity does (one append per command, expected version, event ids derived from the command id,
 * the actor in the metadata), so the hash chain and the outbox rows are the real thing.
 */
export type Association = { tenantId: string; channel: string; allocator: Actor; handler: Actor };

export const loadAssociations = async (system: DataSource): Promise<Association[]> => {
  const staff: { tenant_id: string; channel: string; uid: string; name: string; right_keys: string[] }[] = await system.query(
    `SELECT s.tenant_id, t.channel, s.uid, s.name, s.right_keys FROM staff_users s JOIN tenants t USING (tenant_id)
     ORDER BY t.channel, s.login_id`,
  );
  const byTenant = new Map<string, Association>();
  for (const row of staff) {
    const actor: Actor = { kind: 'staff', id: row.uid, name: row.name };
    const entry = byTenant.get(row.tenant_id) ?? { tenantId: row.tenant_id, channel: row.channel, allocator: actor, handler: actor };
    if (row.right_keys.includes(PermissionKeys.courtReformAllocate) && !row.right_keys.includes(PermissionKeys.courtReformHandle)) {
      entry.allocator = actor;
    }
    if (row.right_keys.includes(PermissionKeys.courtReformHandle) && !row.right_keys.includes(PermissionKeys.courtReformAllocate)) {
      entry.handler = actor;
    }
    byTenant.set(row.tenant_id, entry);
  }
  if (byTenant.size === 0) throw new Error('no associations with staff (was `platform_cli seed` run?)');
  return [...byTenant.values()];
};

/** One case being written: its decided state and stream version, like the workflow keeps them. */
export class SeededCase {
  readonly caseId = randomUUID();
  private state: CourtReformState = courtReformDecider.initialState();
  private version = 0;
  private clock: number;

  constructor(
    private readonly store: EventStore,
    readonly association: Association,
    startAt: number,
  ) {
    this.clock = startAt;
  }

  get streamId(): string {
    return courtReformStreamId(this.caseId);
  }

  get currentVersion(): number {
    return this.version;
  }

  /** Decides the command against the current state and appends its events (one append). */
  async run(command: CourtReformCommand): Promise<void> {
    const events = courtReformDecider.decide(command, this.state);
    const commandId = randomUUID();
    const appended = await this.store.append({
      tenantId: this.association.tenantId,
      streamId: this.streamId,
      streamType: COURT_REFORM_STREAM_TYPE,
      expectedVersion: this.version,
      events: events.map((event, index) => ({
        eventId: deterministicEventId(commandId, index),
        type: event.type,
        data: event.data,
        metadata: { commandId, actor: event.data.actor },
      })),
    });
    this.state = events.reduce(courtReformDecider.evolve, this.state);
    this.version = appended.nextVersion;
  }

  /** The next command time: cases move on in minutes, not milliseconds. */
  at(): string {
    this.clock += 60_000 + Math.floor(Math.random() * 600_000);
    return new Date(this.clock).toISOString();
  }

  submit(n: number, caseNumber: string): Promise<void> {
    const form = application(n);
    return this.run({
      type: 'SubmitCourtReformApplication',
      caseId: this.caseId,
      tenantId: this.association.tenantId,
      caseNumber,
      applicant: form,
      actor: { kind: 'applicant', id: form.contactPhone, name: form.contactName },
      at: this.at(),
    });
  }

  assign(): Promise<void> {
    const { handler, allocator } = this.association;
    return this.run({
      type: 'AssignCourtReformHandler',
      assignee: { id: handler.id, name: handler.name },
      allocation: { mode: 'manual' },
      actor: allocator,
      at: this.at(),
    });
  }

  sign(): Promise<void> {
    return this.run({ type: 'SignCourtReformCase', actor: this.association.handler, at: this.at() });
  }

  note(n: number): Promise<void> {
    return this.run({
      type: 'NoteCourtReformProgress',
      note: `第${n}次办理进展：已与主要债权人沟通重组方案，债务人补充提交了财务资料，下一步组织债权人会议。`,
      actor: this.association.handler,
      at: this.at(),
    });
  }

  register(registrationNo: string): Promise<void> {
    return this.run({ type: 'RegisterCourtReformCase', registrationNo, actor: this.association.handler, at: this.at() });
  }
}
