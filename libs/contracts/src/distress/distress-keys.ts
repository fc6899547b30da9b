// The consultation's route keys, apart from its schemas: the portal's router matches them on every
// first page, and importing them must not build the consultation forms' schemas with them.

export const DistressConsultationTypes = ['personal', 'enterprise'] as const;
/** The portal route's {type}: consultation/personal or consultation/enterprise. */
export type DistressConsultationType = (typeof DistressConsultationTypes)[number];

/** One step of a consultation, named by its taskKey (the portal route's {taskKey}); see distress-service.ts. */
export const DistressTaskKeys = ['allocate', 'returnToPool', 'requestMaterials', 'handle', 'complete', 'supplyMaterials'] as const;
export type DistressTaskKey = (typeof DistressTaskKeys)[number];
export type DistressStaffTaskKey = Exclude<DistressTaskKey, 'supplyMaterials'>;
