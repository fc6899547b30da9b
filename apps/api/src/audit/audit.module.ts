import { Module } from '@nestjs/common';
import { AuditCaseDirectory } from './audit-case-directory';
import { AuditEvidenceController } from './audit-evidence.controller';
import { AuditKeyring } from './audit-keyring';
import { AuditController } from './audit.controller';

@Module({ controllers: [AuditController, AuditEvidenceController], providers: [AuditCaseDirectory, AuditKeyring] })
export class AuditModule {}
