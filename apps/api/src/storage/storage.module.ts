import { Module } from '@nestjs/common';
import { FileUrlController, UploadController } from './upload.controller';
import { StoredFiles } from './stored-files';
import { Uploads } from './uploads';

/** Files on the S3-compatible object store: presigned uploads, verification, short-lived downloads. */
@Module({
  controllers: [UploadController, FileUrlController],
  providers: [StoredFiles, Uploads],
  exports: [Uploads],
})
export class StorageModule {}
