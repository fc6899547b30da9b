import { Body, Controller, Delete, Get, Inject, Post, Query } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  createLabelSchema,
  deleteLabelSchema,
  labelSearchSchema,
  type ContentLabel,
  type CreateLabelRequest,
  type DeleteLabelRequest,
  type LabelSearchRequest,
} from '@bk/contracts';
import { contentPermissionKeys, labelKey, labelNotFoundMessage, type PermissionKey } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { AggregateStore } from '../aggregates/aggregate-store';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { contentLabelKind, labelIdOf } from './content-label-aggregate';

type Keys = [PermissionKey, ...PermissionKey[]];
/** Whoever sees or edits some kind of content may search the labels; whoever edits some kind may change them. */
const labelReadKeys = [...new Set([...contentPermissionKeys('view'), ...contentPermissionKeys('edit')])] as Keys;
const labelWriteKeys = contentPermissionKeys('edit') as Keys;

/** LIKE treats % and _ as wildcards: a keyword is matched as typed. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Content labels (spec §7 "Labels") under /api/v1/cms/label: the association's vocabulary that
 * content items carry by id. Anyone who sees some kind of content may search it; anyone who edits
 * some kind may add to it or delete from it.
 */
@Controller('v1/cms/label')
export class ContentLabelController {
  constructor(
    private readonly store: AggregateStore,
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  /** Names starting with the keyword first, then names containing it; shorter names first within each. */
  @RequirePermission(...labelReadKeys)
  @Get('search')
  search(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(labelSearchSchema)) query: LabelSearchRequest): Promise<ContentLabel[]> {
    const key = likeEscaped(labelKey(query.keyword));
    return inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(
        `SELECT label_id AS id, name FROM content_labels
         WHERE name_key LIKE '%' || $1 || '%'
         ORDER BY name_key LIKE $1 || '%' DESC, char_length(name), name
         LIMIT $2`,
        [key, query.limit],
      ),
    );
  }

  /** Idempotent on the name: an existing label (or one created at the same moment) is answered as is. */
  @RequirePermission(...labelWriteKeys)
  @Post('create')
  async create(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(createLabelSchema)) body: CreateLabelRequest): Promise<ContentLabel> {
    const id = labelIdOf(staff.tenantId, body.name);
    const command = { type: 'DefineContentLabel', labelId: id, name: body.name, actor: staffActor(staff), at: new Date().toISOString() } as const;
    try {
      const { state } = await this.store.execute(contentLabelKind, { tenantId: staff.tenantId, id, commandId: `define:${command.at}` }, command);
      if (state.status === 'defined') return { id, name: state.name };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
    // Lost a race with another creator of the same name: theirs is the label.
    const state = await this.store.state(contentLabelKind, staff.tenantId, id);
    if (state.status !== 'defined') throw new ApiError(409, 409, contentLabelKind.changedMeanwhile, { reason: 'CONCURRENCY_CONFLICT' });
    return { id, name: state.name };
  }

  /** Another association's label is not found: its stream is invisible under row-level security. */
  @RequirePermission(...labelWriteKeys)
  @Delete('del')
  async remove(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(deleteLabelSchema)) query: DeleteLabelRequest): Promise<ContentLabel> {
    const state = await this.store.state(contentLabelKind, staff.tenantId, query.id);
    if (state.status !== 'defined') throw ApiError.notFound(labelNotFoundMessage);
    await this.store.execute(contentLabelKind, { tenantId: staff.tenantId, id: query.id, commandId: `remove:${query.id}:${Date.now()}` }, {
      type: 'RemoveContentLabel',
      actor: staffActor(staff),
      at: new Date().toISOString(),
    });
    return { id: query.id, name: state.name };
  }
}
