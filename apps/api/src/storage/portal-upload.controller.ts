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
import { CurrentPortalUser, PortalUserRoute } from '../auth/portal-user.decorators';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import type { PortalPrincipal } from '../portal-account/portal-principal';
import { FILE_NOT_FOUND, Uploads, type Uploader } from './uploads';
import { StoredFiles } from './stored-files';

const uploaderOf = (user: PortalPrincipal): Uploader => ({ tenantId: user.tenantId, uid: user.userId });

/**
 * The upload flow for signed-in portal users (supporting materials of their applications): the
 * same presign-then-verify as staff uploads, but a portal user verifies and downloads only the
 * files they uploaded themselves.
 */
@PortalUserRoute()
@Controller('v1/portal/storage')
export class PortalUploadController {
  constructor(
    private readonly uploads: Uploads,
    private readonly files: StoredFiles,
  ) {}

  @Post('generatePresignedInfo')
  presign(@CurrentPortalUser() user: PortalPrincipal, @Body(new ZodValidationPipe(presignUploadSchema)) body: PresignUploadRequest): Promise<PresignedUpload> {
    return this.uploads.presign(uploaderOf(user), body);
  }

  @Post('verifyFile')
  verify(@CurrentPortalUser() user: PortalPrincipal, @Body(new ZodValidationPipe(verifyFileSchema)) body: VerifyFileRequest): Promise<StoredFileInfo> {
    return this.uploads.verify(uploaderOf(user), body.fileId);
  }

  @Get('fileUrl')
  async fileUrl(@CurrentPortalUser() user: PortalPrincipal, @Query(new ZodValidationPipe(fileRefSchema)) query: FileRef): Promise<FileDownloadUrl> {
    const file = await this.files.find(user.tenantId, query.fileId);
    if (file?.uploadedBy !== user.userId) throw ApiError.notFound(FILE_NOT_FOUND);
    return this.uploads.downloadUrlFor(user.tenantId, query.fileId);
  }
}
