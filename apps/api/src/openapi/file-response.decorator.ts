import { SetMetadata } from '@nestjs/common';

export const FILE_RESPONSE = 'openapi:file-response';

/**
 * The route answers a file of this media type instead of the JSON envelope (errors still come in
 * the envelope). The OpenAPI document says so, so clients and the fuzz stage expect the bytes.
 */
export const FileResponse = (mediaType: string): MethodDecorator => SetMetadata(FILE_RESPONSE, mediaType);
