import { distressConsultationCaseKind, distressConsultationDecider, type DistressConsultationState } from '@bk/domain';
import type { DomainEventMessage } from '@bk/infrastructure';
import { declaredCaseProjection, enterpriseSubject, personSubject } from './case-read.projection';

/**
 * Debt-distress consultations in the shared case read models: a person's consultation has a person
 * as its subject (name, citizen id), an enterprise's the enterprise. submitted_by_id is the
 * applicant's portal account, for their own list (userPage).
 */
export const distressConsultationProjection = declaredCaseProjection<DistressConsultationState>(
  distressConsultationCaseKind,
  distressConsultationDecider,
  {
    columnsOf: (state) => {
      const handler = 'handler' in state ? state.handler : undefined;
      const { consultant } = state;
      return {
        case_number: state.consultationNumber,
        ...(consultant.kind === 'personal'
          ? personSubject(consultant.name, consultant.citizenId)
          : enterpriseSubject(consultant.enterpriseName, consultant.creditCode)),
        contact_name: consultant.kind === 'personal' ? consultant.name : consultant.contactName,
        contact_phone: consultant.phone,
        description: state.description,
        assignee_id: handler?.id ?? null,
        assignee_name: handler?.name ?? null,
        submitted_by_id: state.submittedBy.kind === 'applicant' ? state.submittedBy.id : null,
        submitted_at: state.submittedAt,
      };
    },
    detailOf: (event) => {
      const data = event.data as Record<string, unknown>;
      switch (event.type) {
        case 'DistressConsultationAllocated':
          return (data.handler as { name: string }).name;
        case 'DistressConsultationReturnedToPool':
          return String(data.reason);
        case 'DistressConsultationMaterialsRequested':
          return String(data.note);
        case 'DistressConsultationMaterialsSupplied':
          // The timeline says how many files came, and the applicant's note if they wrote one.
          return [`${(data.materialFileIds as string[]).length} 个文件`, String(data.note)].filter(Boolean).join('：');
        case 'DistressConsultationHandled':
          return String(data.opinion);
        default:
          return null;
      }
    },
    notificationsOf: (caseId, event, state) => {
      if (state.status === 'empty' || state.submittedBy.kind !== 'applicant') return [];
      const message = applicantMessageOf(event, state.consultationNumber);
      return message ? [{ userId: state.submittedBy.id, ...message, link: `consultation/${state.consultant.kind}/${caseId}` }] : [];
    },
  },
);

/** What the applicant is told at each step (spec: a message in their user centre). */
const applicantMessageOf = (event: DomainEventMessage, number: string): { title: string; body: string } | undefined => {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'DistressConsultationAllocated':
      return { title: '您的困境咨询已分配处理人', body: `咨询 ${number} 已分配给处理人，我们会尽快与您联系。` };
    case 'DistressConsultationMaterialsRequested':
      return { title: '请补充困境咨询材料', body: `咨询 ${number} 需要您补充材料：${String(data.note)}` };
    case 'DistressConsultationCompleted':
      return { title: '您的困境咨询已办结', body: `咨询 ${number} 已办结，可在用户中心查看处理意见。` };
    default:
      return undefined;
  }
};
