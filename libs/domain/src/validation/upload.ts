import { UPLOAD_MAX_BYTES } from '../constants/limits';
import { invalid, valid, type ValidationResult } from './result';

/** Spec §5: the only extensions an upload may have (compared case-insensitively). */
export const UPLOAD_ACCEPTED_TYPES = [
  'doc', 'docx', 'wps', 'ppt', 'pptx', 'xls', 'xlsx', 'pdf', 'ofd',
  'mp3', 'wav', 'mp4', 'avi', 'wmv', 'zip', 'rar', 'txt',
  'jpg', 'jpeg', 'png', 'gif',
] as const;
export type UploadType = (typeof UPLOAD_ACCEPTED_TYPES)[number];

/** Characters a file name may not contain, in the order the message lists them. */
export const UPLOAD_FORBIDDEN_NAME_CHARACTERS = [':', '?', '"', '/', '\\', '*', '<', '>', '|'] as const;

/** The `accept` attribute for file inputs. */
export const UPLOAD_ACCEPT_ATTRIBUTE = UPLOAD_ACCEPTED_TYPES.map((type) => `.${type}`).join(',');

export type UploadCandidate = { name: string; size: number };

/** The lower-case extension after the last dot, or undefined when there is none. */
export const fileExtension = (name: string): string | undefined => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? undefined : name.slice(dot + 1).toLowerCase();
};

export const isAcceptedUploadType = (name: string): boolean =>
  (UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(fileExtension(name) ?? '');

const FORBIDDEN_LIST = UPLOAD_FORBIDDEN_NAME_CHARACTERS.join(' ');

export const validateUploadName = (name: string): ValidationResult => {
  if (name.length === 0 || /^\s/.test(name))
    return invalid('文件名不能为空或以空格开头', 'The file name cannot be empty or start with whitespace');
  if (UPLOAD_FORBIDDEN_NAME_CHARACTERS.some((character) => name.includes(character)))
    return invalid(`文件名不能包含下列任何字符：${FORBIDDEN_LIST}`, `The file name cannot contain any of these characters: ${FORBIDDEN_LIST}`);
  return valid;
};

/** Name first, then type, then size: the first rule a file breaks is the message shown. */
export const validateUpload = (file: UploadCandidate): ValidationResult => {
  const name = validateUploadName(file.name);
  if (!name.ok) return name;
  if (!isAcceptedUploadType(file.name))
    return invalid(
      `不支持该文件类型，仅支持：${UPLOAD_ACCEPTED_TYPES.join('、')}`,
      `This file type is not supported; accepted types: ${UPLOAD_ACCEPTED_TYPES.join(', ')}`,
    );
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > UPLOAD_MAX_BYTES)
    return invalid('单个文件大小不能超过50MB', 'A single file must not exceed 50 MB');
  return valid;
};
