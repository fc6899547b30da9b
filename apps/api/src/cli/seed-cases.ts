import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { IdempotencyHeader, type CreateFlowInstanceInput } from '@bk/contracts';
import { distressConsultationStateCode, exampleCreditCode } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { DEMO_PASSWORD, demoTenants, type DemoTenant } from './demo-data';
import { demoPortalUsers } from './seed-portal-users';

/**
 * Demo cases of every kind in every state in each association, so a newcomer's queues, the audit
 * screen and the progress pages are never empty. They go through the real command path: this
 * drives the running API over HTTP as the demo staff and a demo portal user would, so every case
 * is a workflow with its events, projections and counts. Re-running changes nothing: each
 * submission carries a fixed Idempotency-Key (the API answers the first case), and a case is only
 * moved on from the state the read model shows, towards its target.
 */

type Envelope<T> = { code: number; msg: string; data: T };

class Session {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly channel: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const url = new URL(path, this.base);
    if (method === 'GET' && body) for (const [key, value] of Object.entries(body)) url.searchParams.set(key, String(value));
    const response = await fetch(url, {
      method,
      headers: {
        channel: this.channel,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      if (name && value !== undefined) this.cookies.set(name, value);
    }
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }

  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T> {
    return this.call<T>('POST', path, body, headers);
  }

  get<T>(path: string, query?: Record<string, string>): Promise<T> {
    return this.call<T>('GET', path, query);
  }
}

const staffSession = async (base: string, tenant: DemoTenant, loginId: string): Promise<Session> => {
  const session = new Session(base, tenant.channel);
  await session.post('/api/v1/login', { loginId, password: DEMO_PASSWORD });
  return session;
};

/**
 * The submission's Idempotency-Key: fixed per demo case and body, so a re-run gets the first answer,
 * and a database seeded by an older wording of the demo gains the new case instead of refusing it.
 */
const key = (tenant: DemoTenant, name: string, body: unknown) => ({
  [IdempotencyHeader]: `demo-case:${tenant.channel}:${name}:${createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12)}`,
});

/**
 * The demo applicants are many people, each filing from an address of their own (X-Forwarded-For,
 * honoured from the loopback proxy; 198.18.0.0/15 is reserved for benchmarks, never a
 * destination): the public-write limits count per address, and one process filing every demo
 * case from one address would be refused like any other burst.
 */
const demoApplicantAddress = (tenant: DemoTenant, index: number) => ({
  'x-forwarded-for': `198.18.${demoTenants.indexOf(tenant) + 1}.${index + 1}`,
});

/**
 * Enterprises and people in distress, realistic but invented. The first one's contact signs in on
 * the portal as the certified demo user, so their user centre lists these applications as theirs.
 */
const enterprises = [
  { name: '深圳市鹏远精密模具有限公司', contact: '李明', phone: demoPortalUsers[0].mobile },
  { name: '东莞市华泰纺织印染有限公司', contact: '黄丽萍', phone: '13923456702' },
  { name: '广州市恒信建材贸易有限公司', contact: '林国华', phone: '13623456703' },
  { name: '佛山市南兴陶瓷制品有限公司', contact: '梁淑芬', phone: '13723456704' },
  { name: '惠州市德润电子科技有限公司', contact: '吴建军', phone: '15023456705' },
  { name: '中山市美居家具制造有限公司', contact: '何雪梅', phone: '15123456706' },
];

const people = [
  { name: '张伟', citizenId: '11010519491231002X', phone: '13512340001' },
  { name: '李秀兰', citizenId: '440305198504120026', phone: '13512340002' },
];

/** An enterprise's application, as the portal's court-reform and restructuring forms file it. */
const enterpriseApplication = (enterprise: (typeof enterprises)[number], codeSeed: string, description: string) => ({
  enterpriseName: enterprise.name,
  creditCode: exampleCreditCode(codeSeed),
  contactName: enterprise.contact,
  contactPhone: enterprise.phone,
  description,
});

const handlerOf = <P extends { uid: string; name: string }>(personnel: readonly P[]): P => personnel.find((person) => person.name.includes('李强')) ?? personnel[0]!;

// --- court-reform cases (non-centre associations): apply, unsigned, processing, reject, register, complete.
const courtReformTargets = ['apply', 'unsigned', 'processing', 'reject', 'register', 'complete'] as const;
const courtReformCode = { apply: 0, unsigned: 1, processing: 2, reject: 3, register: 4, complete: 5 } as const;

const seedCourtReform = async (base: string, tenant: DemoTenant): Promise<number> => {
  const visitor = new Session(base, tenant.channel);
  const allocator = await staffSession(base, tenant, 'allocator');
  const handler = await staffSession(base, tenant, 'handler');
  const manager = (path: string) => `/api/v1/manager/${path}`;
  let moved = 0;
  for (const [index, target] of courtReformTargets.entries()) {
    const application = enterpriseApplication(enterprises[index % enterprises.length]!, `${tenant.channel}cr${index}`, '受下游客户回款延迟影响，流动资金紧张，银行贷款即将到期，申请庭外重组。');
    const { caseId } = await visitor.post<{ caseId: string }>('/api/v1/applicant/submitApply', application, {
      ...key(tenant, `court-reform-${index}`, application),
      ...demoApplicantAddress(tenant, index),
    });
    let code = await stateOf(() => allocator.get<{ stateCode: number }>(manager('caseDetail'), { caseId }));
    const goal = courtReformCode[target];
    const steps: [number, () => Promise<unknown>][] = [
      [0, async () => {
        if (target === 'reject') return allocator.post(manager('rejectCase'), { caseId, reason: '申请材料不全，且不属于本会受理范围。' });
        const personnel = await allocator.post<{ uid: string; name: string }[]>(manager('getAssignPersonnel'), { caseId });
        return allocator.post(manager('assignTask'), { caseId, assigneeId: handlerOf(personnel).uid });
      }],
      [1, () => handler.post(manager('signCase'), { caseId })],
      [2, () => handler.post(manager('registerCase'), { caseId, registrationNo: `DJ-${tenant.channel.toUpperCase()}-${index}` })],
      [4, async () => {
        await allocator.post(manager('issueStatement'), { caseId, statementNo: `QKSM-${tenant.channel.toUpperCase()}-${index}` });
        return allocator.post(manager('completeCase'), { caseId });
      }],
    ];
    for (const [from, run] of steps) {
      if (code !== from || code === goal) continue;
      const answer = (await run()) as { stateCode: number };
      code = answer.stateCode;
      moved++;
    }
  }
  return moved;
};

// --- restructuring tasks (the centre): assign, accept, processing, completed, rejected.
const taskTargets = { assign: 1, accept: 2, processing: 3, completed: 4, rejected: 5 } as const;

const seedRestructuring = async (base: string, tenant: DemoTenant): Promise<number> => {
  const applicant = await staffSession(base, tenant, 'applicant');
  const allocator = await staffSession(base, tenant, 'allocator');
  const handler = await staffSession(base, tenant, 'handler');
  const court = (path: string) => `/api/v1/out/court/${path}`;
  let moved = 0;
  for (const [index, [target, goal]] of Object.entries(taskTargets).entries()) {
    const application = enterpriseApplication(enterprises[(index + 2) % enterprises.length]!, `${tenant.channel}rt${index}`, '主营业务萎缩，对外担保代偿压力大，希望通过重组中心协调主要债权人。');
    const { taskId } = await applicant.post<{ taskId: string }>('/api/v1/reform/createOcrFlowInstance', application, key(tenant, `restructuring-${index}`, application));
    let code = await stateOf(() => allocator.get<{ stateCode: number }>(court('getOneConsultInfo'), { taskId }));
    const steps: [number, () => Promise<unknown>][] = [
      [1, async () => {
        const personnel = await allocator.get<{ uid: string; name: string }[]>(court('getConsultUserList'));
        return allocator.post(court('assignTask'), { taskId, assigneeId: handlerOf(personnel).uid });
      }],
      [2, () => handler.post(court('acceptTask'), { taskId, decision: 'accept' })],
      [3, () =>
        handler.post(court('processTask'), target === 'rejected'
          ? { taskId, action: 'reject', text: '企业已进入破产清算程序，不适用庭外重组。' }
          : { taskId, action: 'complete', text: '已促成企业与主要债权银行签署展期协议。' })],
    ];
    for (const [from, run] of steps) {
      if (code !== from || code === goal) continue;
      code = ((await run()) as { stateCode: number }).stateCode;
      moved++;
    }
  }
  return moved;
};

// --- distress consultations (every association): submitted, allocated, awaitingMaterials, handled, completed.
const distressTargets = { submitted: 0, allocated: 1, awaitingMaterials: 4, handled: 2, completed: 3 } as const;

/**
 * A demo portal user per association, certified (demo data stands in for the identity provider),
 * signed in through the local SMS provider as a visitor would.
 */
const demoPortalUser = async (base: string, tenant: DemoTenant, app: DataSource): Promise<Session> => {
  const person = people[0]!;
  const session = new Session(base, tenant.channel);
  await session.post('/api/v1/portal/auth/sendCode', { mobile: person.phone });
  const outbox = await session.get<{ code: string }[]>('/api/v1/dev/localSms/outbox', { mobile: person.phone });
  await session.post('/api/v1/portal/auth/login', { mobile: person.phone, code: outbox[0]!.code });
  await inTenantTransaction(app, tenant.tenantId, (manager) =>
    manager.query(
      `UPDATE portal_users SET name = $2, citizen_id = $3, certified_at = coalesce(certified_at, now()) WHERE mobile = $1`,
      [person.phone, person.name, person.citizenId],
    ),
  );
  return session;
};

const distressForm = (tenant: DemoTenant, index: number): CreateFlowInstanceInput => {
  if (index % 2 === 0) {
    const person = people[0]!;
    return {
      type: 'personal',
      phone: person.phone,
      debtAmount: String(180_000 + index * 45_000),
      monthlyIncome: '6800',
      creditorCount: 3 + index,
      description: '个体经营失败后，信用卡和网络贷款逾期，每月收入不足以偿还利息，希望了解个人破产与债务重整。',
    };
  }
  const enterprise = enterprises[index % enterprises.length]!;
  return {
    type: 'enterprise',
    enterpriseName: enterprise.name,
    creditCode: exampleCreditCode(`${tenant.channel}dc${index}`),
    contactName: enterprise.contact,
    phone: enterprise.phone,
    debtAmount: String(2_600_000 + index * 1_300_000),
    assetAmount: String(1_900_000 + index * 500_000),
    employeeCount: 40 + index * 15,
    creditorCount: 18 + index,
    description: '订单骤减，应收账款难以回收，拖欠供应商货款和员工工资，希望获得困境咨询与重组指导。',
  };
};

/** The states the demo applicant's consultations are in (none before the first run). */
const demoConsultationStates = (app: DataSource, tenant: DemoTenant): Promise<number[]> =>
  inTenantTransaction(app, tenant.tenantId, async (manager) =>
    (
      (await manager.query(
        `SELECT c.state_code FROM case_read c JOIN portal_users u ON u.user_id::text = c.submitted_by_id
         WHERE u.mobile = $1 AND c.kind = 'distress-consultation'`,
        [people[0]!.phone],
      )) as { state_code: number }[]
    ).map((row) => row.state_code),
  );

const seedDistress = async (base: string, tenant: DemoTenant, app: DataSource): Promise<number> => {
  // Seeded before: nothing to do, and no sign-in code spent (codes are rate-limited per number).
  const seeded = await demoConsultationStates(app, tenant);
  if (Object.values(distressConsultationStateCode).every((code) => seeded.includes(code))) return 0;
  const applicant = await demoPortalUser(base, tenant, app);
  const allocator = await staffSession(base, tenant, 'allocator');
  const handler = await staffSession(base, tenant, 'handler');
  const manage = (path: string) => `/api/v1/distressManage/${path}`;
  let moved = 0;
  for (const [index, [target, goal]] of Object.entries(distressTargets).entries()) {
    const form = distressForm(tenant, index);
    const { businessId } = await applicant.post<{ businessId: string }>(manage('createFlowInstance'), form, {
      ...key(tenant, `distress-${index}`, form),
      ...demoApplicantAddress(tenant, 100 + index),
    });
    let code = await stateOf(() => allocator.post<{ stateCode: number }>(manage('getCurrentDetailInfo'), { businessId }));
    const step = (session: Session, body: Record<string, unknown>) => session.post<{ stateCode: number }>(manage('submitItem'), { businessId, ...body });
    const steps: [number, () => Promise<{ stateCode: number }>][] = [
      [0, async () => {
        const { list } = await allocator.post<{ list: { uid: string; name: string }[] }>(manage('getAssignPersonnels'), {});
        return step(allocator, { taskKey: 'allocate', assigneeId: handlerOf(list).uid });
      }],
      [1, () =>
        target === 'awaitingMaterials'
          ? step(handler, { taskKey: 'requestMaterials', note: '请补充近六个月的银行流水和主要债务清单。' })
          : step(handler, { taskKey: 'handle', opinion: '建议先与主要债权人协商分期方案，必要时申请庭外重组辅导。' })],
      [2, () => step(handler, { taskKey: 'complete' })],
    ];
    for (const [from, run] of steps) {
      if (code !== from || code === goal) continue;
      code = (await run()).stateCode;
      moved++;
    }
  }
  return moved;
};

/** The read model may lag a fresh submission by a moment: wait for the case to appear. */
const stateOf = async (read: () => Promise<{ stateCode: number }>): Promise<number> => {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await read()).stateCode;
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

export const seedCases = async (base: string, app: DataSource): Promise<string> => {
  const lines: string[] = [];
  for (const tenant of demoTenants) {
    const centre = tenant.config.cmsMode === 'csj';
    const moved = (centre ? await seedRestructuring(base, tenant) : await seedCourtReform(base, tenant)) + (await seedDistress(base, tenant, app));
    lines.push(`${tenant.channel}: ${centre ? 'restructuring tasks' : 'court-reform cases'} and consultations in every state (${moved} steps taken)`);
  }
  return lines.join('\n');
};
