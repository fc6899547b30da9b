import { Module } from '@nestjs/common';
import { PortalUploadController } from './portal-upload.controller';
import { FileUrlController, UploadController } from './upload.controller';
import { FileEntitlements } from './file-entitlements';
import { StoredFiles } from './stored-files';
import { Uploads } from './uploads';

/** Files on the S3-compatible object store: presigned uploads, verification, short-lived downloads. */
@Module({
  controllers: [UploadController, FileUrlController, PortalUploadController],
  providers: [StoredFiles, Uploads, FileEntitlements],
  exports: [StoredFiles, Uploads, FileEntitlements],
})
export class StorageModule {}
