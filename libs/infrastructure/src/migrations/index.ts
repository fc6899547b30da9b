import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { AssigneeIdAsText1763900000000 } from './1763900000000-assignee-id-as-text';
import { EventHashChain1764000000000 } from './1764000000000-event-hash-chain';
import { RestructuringTaskReadModels1764100000000 } from './1764100000000-restructuring-task-read-models';
import { ProjectionDeadLetters1764500000000 } from './1764500000000-projection-dead-letters';
import { TenantConfigWrites1764510000000 } from './1764510000000-tenant-config-writes';
import { ContentRead1764600000000 } from './1764600000000-content-read';
import { EdgeHardening1764700000000 } from './1764700000000-edge-hardening';
import { StaffAccounts1764710000000 } from './1764710000000-staff-accounts';
import { OrganisationStructure1764720000000 } from './1764720000000-organisation-structure';
import { StoredFiles1764800000000 } from './1764800000000-stored-files';
import { Roster1764900000000 } from './1764900000000-roster';
import { ContentLabels1764910000000 } from './1764910000000-content-labels';
import { ContentKit1764930000000 } from './1764930000000-content-kit';
import { MemberOrgans1764950000000 } from './1764950000000-member-organs';
import { PortalAccounts1764955000000 } from './1764955000000-portal-accounts';
import { CaseSubjects1764960000000 } from './1764960000000-case-subjects';
import { ContentSearch1765200000000 } from './1765200000000-content-search';
import { ImMatters1765300000000 } from './1765300000000-im-matters';
import { StepFormDrafts1765400000000 } from './1765400000000-step-form-drafts';
import { FileCustody1765500000000 } from './1765500000000-file-custody';
import { SignInThrottle1765510000000 } from './1765510000000-sign-in-throttle';
import { ImPartners1765520000001 } from './1765520000001-im-partners';

/** Ordered list of schema migrations; TypeORM runs the ones not yet recorded. */
export const migrations = [
  InitialSchema1763800000000,
  AssigneeIdAsText1763900000000,
  EventHashChain1764000000000,
  RestructuringTaskReadModels1764100000000,
  ProjectionDeadLetters1764500000000,
  TenantConfigWrites1764510000000,
  ContentRead1764600000000,
  EdgeHardening1764700000000,
  StaffAccounts1764710000000,
  OrganisationStructure1764720000000,
  StoredFiles1764800000000,
  Roster1764900000000,
  ContentLabels1764910000000,
  ContentKit1764930000000,
  MemberOrgans1764950000000,
  PortalAccounts1764955000000,
  CaseSubjects1764960000000,
  ContentSearch1765200000000,
  ImMatters1765300000000,
  StepFormDrafts1765400000000,
  FileCustody1765500000000,
  SignInThrottle1765510000000,
  ImPartners1765520000001,
];
