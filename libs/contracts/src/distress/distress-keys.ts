// The consultation's route keys apart from its schemas: the portal's router matches them on every
// first page, and importing them must not build the forms' schemas with them.

export const DistressConsultationTypes = ['personal', 'enterprise'] as const;
/** The portal route's {type}: consultation/personal or consultation/enterprise. */
export type DistressConsultationType = (typeof DistressConsultationTypes)[number];

/**
 * One step of a consultation, named by its taskKey (the portal route's {taskKey}). Staff steps go
 * to submitItem: allocate (distress:allocate), returnToPool (distress:allocate), requestMaterials,
 * handle and complete (distress:handle, the assignee only). The applicant's step, supplyMaterials,
 * goes to POST /api/v1/distressManage/supplyMaterials with the portal session while the
 * consultation waits on them: staff and portal sessions never open each other's calls.
 */
export const DistressTaskKeys = ['allocate', 'returnToPool', 'requestMaterials', 'handle', 'complete', 'supplyMaterials'] as const;
export type DistressTaskKey = (typeof DistressTaskKeys)[number];
export type DistressStaffTaskKey = Exclude<DistressTaskKey, 'supplyMaterials'>;
