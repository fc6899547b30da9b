import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  fileRefSchema,
  presignUploadSchema,
  verifyFileSchema,
  type FileDownloadUrl,
  type FileRef,
  type PresignedUpload,
  type PresignUploadRequest,
  type StoredFileInfo,
  type VerifyFileRequest,
} from '@bk/contracts';
import { CurrentStaff } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { Uploads } from './uploads';

/*
 * Who may upload: any signed-in staff member of the association (the access guard's default for a
 * route that is neither @Public nor keyed). Who may download: the uploader, or whoever the thing
 * that names the file admits (FileEntitlements); a file id alone grants nothing.
 */

/** Spec §7 "Upload": presigned PUT, then verification of what was stored. */
@Controller('storage/v1')
export class UploadController {
  constructor(private readonly uploads: Uploads) {}

  @Post('generatePresignedInfo')
  presign(
    @CurrentStaff() user: StaffPrincipal,
    @Body(new ZodValidationPipe(presignUploadSchema)) body: PresignUploadRequest,
  ): Promise<PresignedUpload> {
    return this.uploads.presign(user, body);
  }

  @Post('verifyFile')
  verify(@CurrentStaff() user: StaffPrincipal, @Body(new ZodValidationPipe(verifyFileSchema)) body: VerifyFileRequest): Promise<StoredFileInfo> {
    return this.uploads.verify(user, body.fileId);
  }
}

/** Short-lived download links: `upload/url` (spec §7 "Upload") and `func/file/getFileUrl` (law firm). */
@Controller('v1')
export class FileUrlController {
  constructor(private readonly uploads: Uploads) {}

  @Get('upload/url')
  uploadUrl(@CurrentStaff() user: StaffPrincipal, @Query(new ZodValidationPipe(fileRefSchema)) query: FileRef): Promise<FileDownloadUrl> {
    return this.uploads.downloadUrlForStaff(user, query.fileId);
  }

  @Get('func/file/getFileUrl')
  fileUrl(@CurrentStaff() user: StaffPrincipal, @Query(new ZodValidationPipe(fileRefSchema)) query: FileRef): Promise<FileDownloadUrl> {
    return this.uploads.downloadUrlForStaff(user, query.fileId);
  }
}
