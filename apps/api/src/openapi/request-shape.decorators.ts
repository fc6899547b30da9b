import { SetMetadata } from '@nestjs/common';

export const MULTIPART_FILE = 'openapi:multipart-file';
export const HEADER_PARAMETERS = 'openapi:header-parameters';

export type MultipartFileShape = { field: string; mediaType: string };
export type HeaderParameterShape = { name: string; description: string };

/** The route takes one file as multipart/form-data in `field` (not JSON); the OpenAPI document says so. */
export const MultipartFile = (field: string, mediaType: string): MethodDecorator => SetMetadata(MULTIPART_FILE, { field, mediaType } satisfies MultipartFileShape);

/** Optional request headers the route reads (a law firm's lawFirmId), listed in the OpenAPI document. */
export const HeaderParameters = (...headers: HeaderParameterShape[]): MethodDecorator & ClassDecorator => SetMetadata(HEADER_PARAMETERS, headers);
