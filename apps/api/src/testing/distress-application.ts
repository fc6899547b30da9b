import { randomUUID } from 'node:crypto';
import type { CreateFlowInstanceInput } from '@bk/contracts';
import { exampleCreditCode } from '@bk/domain';

/** An enterprise's distress consultation as the portal form sends it, with a name and credit code of its own. */
export const enterpriseDistressForm = (materialFileIds: string[] = []): CreateFlowInstanceInput => ({
  type: 'enterprise',
  enterpriseName: `困境咨询${randomUUID().slice(0, 6)}贸易有限公司`,
  creditCode: exampleCreditCode(randomUUID()),
  contactName: '周建国',
  phone: '13812345678',
  email: 'zhou@example.cn',
  debtAmount: '2,350,000',
  employeeCount: 36,
  creditorCount: 12,
  description: '受上游拖欠影响，银行贷款逾期，希望了解庭外重组的可能。',
  materialFileIds,
});
