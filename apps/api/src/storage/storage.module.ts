import { Module } from '@nestjs/common';
import { PortalUploadController } from './portal-upload.controller';
import { FileUrlController, UploadController } from './upload.controller';
import { StoredFiles } from './stored-files';
import { Uploads } from './uploads';

/** Files on the S3-compatible object store: presigned uploads, verification, short-lived downloads. */
@Module({
  controllers: [UploadController, FileUrlController, PortalUploadController],
  providers: [StoredFiles, Uploads],
  exports: [StoredFiles, Uploads],
})
export class StorageModule {}
