import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateFlowInstanceResponse } from '@bk/contracts';
import { DISTRESS_HANDLE_WITHIN_HOURS, distressConsultationCaseKind, type DistressConsultant, type DistressParticulars } from '@bk/domain';
import { requireCertifiedPortalUser } from '../../auth/portal-user.decorators';
import { CaseNumbers } from '../../cases/case-numbers';
import { portalActor } from '../../portal-account/portal-principal';
import { DistressMaterials } from '../distress-materials';
import { DistressWorkflows } from '../distress-workflows';
import { CreateDistressConsultationCommand } from './create-distress-consultation.command';

const HOUR_MS = 3_600_000;

/**
 * Files a consultation: a person must be certified (and consults as themselves, under their
 * certified name and citizen id); an enterprise needs a valid credit code (the contract checks it,
 * and the decider again). Materials must be verified uploads of the association.
 */
@CommandHandler(CreateDistressConsultationCommand)
export class CreateDistressConsultationHandler implements ICommandHandler<CreateDistressConsultationCommand, CreateFlowInstanceResponse> {
  constructor(
    private readonly workflows: DistressWorkflows,
    private readonly caseNumbers: CaseNumbers,
    private readonly materials: DistressMaterials,
  ) {}

  async execute({ user, application, requestId, at }: CreateDistressConsultationCommand): Promise<CreateFlowInstanceResponse> {
    if (application.type === 'personal') requireCertifiedPortalUser(user);
    await this.materials.requireVerified(user.tenantId, application.materialFileIds, user.userId);
    const consultant: DistressConsultant =
      application.type === 'personal'
        ? { kind: 'personal', name: user.name, citizenId: user.citizenId, phone: application.phone }
        : {
            kind: 'enterprise',
            enterpriseName: application.enterpriseName,
            creditCode: application.creditCode,
            contactName: application.contactName,
            phone: application.phone,
          };
    const particulars: DistressParticulars = {
      ...(application.email ? { email: application.email } : {}),
      debtAmount: application.debtAmount,
      ...(application.assetAmount ? { assetAmount: application.assetAmount } : {}),
      ...(application.type === 'personal' && application.monthlyIncome ? { monthlyIncome: application.monthlyIncome } : {}),
      creditorCount: application.creditorCount,
      ...(application.type === 'enterprise' ? { employeeCount: application.employeeCount } : {}),
    };
    const consultationId = randomUUID();
    const consultationNumber = await this.caseNumbers.next(user.tenantId, distressConsultationCaseKind.numberPrefix, at);
    await this.workflows.start(
      user.tenantId,
      consultationId,
      { tenantId: user.tenantId, consultationId, handleDeadlineMs: DISTRESS_HANDLE_WITHIN_HOURS * HOUR_MS },
      {
        commandId: requestId,
        command: {
          type: 'SubmitDistressConsultation',
          consultationId,
          tenantId: user.tenantId,
          consultationNumber,
          consultant,
          particulars,
          description: application.description,
          materialFileIds: application.materialFileIds,
          actor: portalActor(user),
          at,
        },
      },
    );
    return { businessId: consultationId, consultationNumber };
  }
}
