import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContentCommandResponse } from '@bk/contracts';
import { ContentKinds, mayOnContentKind, type ContentKind } from '@bk/domain';
import { contentIdForRequest } from '@bk/infrastructure';
import { staffActor, type StaffPrincipal } from '../../auth/staff-principal';
import { ApiError } from '../../common/api-error';
import { FileEntitlements } from '../../storage/file-entitlements';
import { ContentReferences } from '../queries/content-references';
import { sanitizeRichText } from '../rich-text';
import { ContentStreams } from './content-streams';
import { SaveContentCommand } from './save-content.command';

export const FILE_NOT_VERIFIED = '文件不存在或尚未通过校验，请重新上传';
export const CATEGORY_NOT_FOUND = '栏目不存在，请刷新后重新选择';

/**
 * saveOrUpdateCmsContent: without a content id it creates an item (its id derived from the
 * request id, so a retried creation makes no twin; a single page's from association and kind, so
 * there is only ever one); with one it updates that item if it is still at the version read.
 * The body is sanitised and its stored images re-pointed before anything is decided, and every
 * file the item names must be a verified file of the association that the editor may read.
 */
@CommandHandler(SaveContentCommand)
export class SaveContentHandler implements ICommandHandler<SaveContentCommand, ContentCommandResponse> {
  constructor(
    private readonly streams: ContentStreams,
    private readonly references: ContentReferences,
    private readonly entitlements: FileEntitlements,
  ) {}

  async execute({ staff, request, requestId, at }: SaveContentCommand): Promise<ContentCommandResponse> {
    const kind = ContentKinds[request.kind];
    if (!mayOnContentKind(staff.rightKeys, kind.key, 'edit')) throw ApiError.forbidden();
    const tenantId = staff.tenantId;
    const contentId =
      request.contentId ?? contentIdForRequest(tenantId, kind.shape === 'singlePage' ? `single-page:${kind.key}` : requestId);
    const body = sanitizeRichText(request.body ?? '', { tenantId, channel: staff.channel });
    await this.requireFiles(staff, request, body.fileIds);
    if (request.categoryCode != null && !(await this.references.categoryExists(tenantId, kind.key, request.categoryCode))) {
      throw ApiError.badRequest(CATEGORY_NOT_FOUND, { field: 'categoryCode' });
    }
    const categoryCode = request.categoryCode ?? (await this.defaultCategory(tenantId, kind));
    return this.streams.decide({
      staff,
      contentId,
      expectedVersion: request.contentId === undefined ? 0 : (request.version ?? 0),
      requestId,
      action: 'edit',
      command: () => ({
        type: 'SaveContentItem',
        contentId,
        tenantId,
        content: {
          kind: kind.key,
          title: request.title,
          summary: request.summary,
          body: body.html,
          categoryCode,
          labelIds: request.labelIds,
          coverFileId: request.coverFileId ?? null,
          attachments: request.attachments,
          fields: request.fields,
          order: request.order ?? null,
          announcementType: request.announcementType ?? null,
        },
        actor: staffActor(staff),
        at,
      }),
    });
  }

  /**
   * The portal lists announcements by category only (the caseInfo tabs), so one saved without a
   * category (a client that knows nothing of categories, an editor who left the field) files under
   * the association's first announcement category instead of appearing nowhere.
   */
  private async defaultCategory(tenantId: string, kind: ContentKind): Promise<number | null> {
    if (!kind.announcementType) return null;
    const [first] = await this.references.categories(tenantId, kind.key);
    return first?.code ?? null;
  }

  private async requireFiles(staff: StaffPrincipal, request: SaveContentCommand['request'], bodyFiles: readonly string[]): Promise<void> {
    const kind = ContentKinds[request.kind];
    const named: [field: string, fileId: string][] = [
      ...(request.coverFileId ? [['coverFileId', request.coverFileId] as [string, string]] : []),
      ...(request.attachments ?? []).map((attachment): [string, string] => ['attachments', attachment.fileId]),
      ...kind.fields
        .filter((field) => field.type === 'file')
        .flatMap((field): [string, string][] => {
          const value = request.fields?.[field.key];
          return typeof value === 'string' && value.trim() !== '' ? [[`fields.${field.key}`, value.trim()]] : [];
        }),
      ...bodyFiles.map((fileId): [string, string] => ['body', fileId]),
    ];
    const unverified = new Set(await this.entitlements.unusableBy(staff, named.map(([, fileId]) => fileId)));
    const first = named.find(([, fileId]) => unverified.has(fileId));
    if (first) throw ApiError.badRequest(FILE_NOT_VERIFIED, { field: first[0], fileId: first[1] });
  }
}
