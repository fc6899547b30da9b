import type { DistressDetail, DistressMaterial, DistressTaskKey, EnterpriseDistressApplication, FiledPersonalDistressApplication } from '@bk/contracts';
import type { DistressConsultationState } from '@bk/domain';
import { distressSummaryOf, type DistressDetailRow } from './distress-queues';

type Filed = Exclude<DistressConsultationState, { status: 'empty' }>;

/** The application as filed, rebuilt from the consultation's folded state. */
const applicationOf = (state: Filed): FiledPersonalDistressApplication | EnterpriseDistressApplication => {
  const { consultant, particulars, description } = state;
  const filedMaterials = state.materials.filter((material) => material.round === 0).map((material) => material.fileId);
  const common = {
    phone: consultant.phone,
    email: particulars.email,
    debtAmount: particulars.debtAmount,
    assetAmount: particulars.assetAmount,
    creditorCount: particulars.creditorCount,
    description,
    materialFileIds: filedMaterials,
  };
  return consultant.kind === 'personal'
    ? {
        type: 'personal',
        name: consultant.name,
        citizenId: consultant.citizenId,
        ...common,
        monthlyIncome: particulars.monthlyIncome,
      }
    : {
        type: 'enterprise',
        enterpriseName: consultant.enterpriseName,
        creditCode: consultant.creditCode,
        contactName: consultant.contactName,
        employeeCount: particulars.employeeCount ?? 0,
        ...common,
      };
};

/** The file names of a consultation's materials, by file id (the stored files' own). */
export type MaterialNames = ReadonlyMap<string, string>;

/** A consultation's detail for its reader: what they may do now, and the workflow link for staff. */
export const distressDetailOf = (
  row: DistressDetailRow,
  availableActions: DistressTaskKey[],
  temporalUrl: string | null,
  names: MaterialNames,
): DistressDetail => {
  const state = row.state as Filed;
  const materials: DistressMaterial[] = state.materials.map((material) => ({ ...material, fileName: names.get(material.fileId) ?? material.fileId }));
  return {
    ...distressSummaryOf(row),
    application: applicationOf(state),
    materials,
    materialRequest: state.status === 'awaitingMaterials' ? state.request : null,
    opinion: 'opinion' in state ? state.opinion : null,
    reallocations: state.reallocations,
    version: row.version,
    timeline: row.timeline,
    availableActions,
    temporalUrl,
  };
};
