import type { UploadType } from '@bk/domain';

/**
 * The Content-Type each accepted extension is stored and served with. The server picks it from
 * the extension rather than trusting the browser's guess (which varies by system, and which a
 * caller could set to text/html): the presigned PUT is signed for this type only.
 */
export const MEDIA_TYPE_OF: Record<UploadType, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  wps: 'application/vnd.ms-works',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  ofd: 'application/ofd',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  // No charset parameter: some stores rewrite its spacing, and the signed header must match byte for byte.
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};
