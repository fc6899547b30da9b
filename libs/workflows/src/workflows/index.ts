// The worker bundles this file: workflow functions only.
export { contentPublicationWorkflow } from './content-publication.workflow';
export { courtReformCaseWorkflow } from './court-reform-case.workflow';
export { restructuringTaskWorkflow } from './restructuring-task.workflow';
export { distressConsultationWorkflow } from './distress-consultation.workflow';
