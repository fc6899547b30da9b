import { Body, Controller, Inject, Post, Req } from '@nestjs/common';
import {
  currentDetailInfoRequestSchema,
  draftValuesSchema,
  elementDataListOf,
  valuesOf,
  saveOrUpdateDataRequestSchema,
  type CurrentDetailInfoRequest,
  type ElementData,
  type FormRegion,
  type SaveOrUpdateDataRequest,
  type SaveOrUpdateDataResponse,
} from '@bk/contracts';
import type { FastifyRequest } from 'fastify';
import type { StaffPrincipal } from '../auth/staff-principal';
import { StepActorRoute, type PortalUserRequest } from '../auth/portal-user.decorators';
import { ApiError } from '../common/api-error';
import { Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { StoredFiles } from '../storage/stored-files';
import { StepFormDrafts } from './step-form-drafts';
import { STEP_FORM_SOURCES, type OpenStep, type StepFormSource, type StepViewer } from './step-form-source';

type StepRequest = FastifyRequest & PortalUserRequest & { staff?: StaffPrincipal };

/**
 * A process step's form (spec §7 "Consult service": reform/getCurrentDetailInfo and
 * data/saveOrUpdateData): the step's declared form with the viewer's draft, and saving that draft.
 * The step itself is submitted through its kind's own call (processLinkConfig.submitPath), which
 * checks the same values against the same declaration.
 */
@StepActorRoute()
@Controller()
export class StepFormController {
  constructor(
    @Inject(STEP_FORM_SOURCES) private readonly sources: readonly StepFormSource[],
    private readonly drafts: StepFormDrafts,
    private readonly files: StoredFiles,
  ) {}

  @Post('v1/reform/getCurrentDetailInfo')
  async currentDetailInfo(
    @Req() http: StepRequest,
    @Body(new ZodValidationPipe(currentDetailInfoRequestSchema)) request: CurrentDetailInfoRequest,
  ): Promise<FormRegion> {
    const step = await this.open(request, viewerOf(http));
    const draft = await this.drafts.find(draftKey(step, request));
    // A draft saved before the case moved on belongs to a step that is over.
    const current = draft?.caseVersion === step.caseVersion ? draft : undefined;
    const elementDataList = current?.elementData ?? [];
    return {
      ...step.declaration,
      elementDataList,
      notice: step.notice,
      files: await this.fileNames(step, elementDataList),
      processLinkConfig: {
        businessId: request.businessId,
        functionKey: step.functionKey,
        taskKey: request.taskKey,
        submitPath: step.submitPath,
        actionable: step.actionable,
        reason: step.reason,
        draftVersion: current?.version ?? 0,
        draftSavedAt: current?.savedAt ?? null,
      },
    };
  }

  @Idempotent('data/saveOrUpdateData')
  @Post('v2/data/saveOrUpdateData')
  async saveOrUpdateData(
    @Req() http: StepRequest,
    @Body(new ZodValidationPipe(saveOrUpdateDataRequestSchema)) request: SaveOrUpdateDataRequest,
  ): Promise<SaveOrUpdateDataResponse> {
    const step = await this.open(request, viewerOf(http));
    if (!step.actionable) throw new ApiError(409, 409, step.reason ?? '该环节当前不可办理', { reason: 'STEP_NOT_OPEN' });
    // A draft keeps every bound of the declaration but none of its required marks yet.
    const values = new ZodValidationPipe(draftValuesSchema(step.declaration)).transform(valuesOf(request.elementDataList));
    const saved = await this.drafts.save(draftKey(step, request), step.caseVersion, elementDataListOf(values), request.version, new Date());
    return { version: saved.version, savedAt: saved.savedAt };
  }

  private async open(request: CurrentDetailInfoRequest, viewer: StepViewer): Promise<OpenStep> {
    for (const source of this.sources) {
      const step = await source.open(request.businessId, request.taskKey, viewer, request.functionKey);
      if (step) return step;
    }
    throw ApiError.notFound('未找到该办理事项');
  }

  /** The names of the files a draft holds: the viewer's own verified uploads; any other id drops out. */
  private async fileNames(step: OpenStep, list: readonly ElementData[]): Promise<FormRegion['files']> {
    const fileKeys = new Set(step.declaration.elements.filter((element) => element.type === 'files').map((element) => element.key));
    const ids = list.filter((entry) => fileKeys.has(entry.elementKey)).flatMap((entry) => (Array.isArray(entry.value) ? entry.value : []));
    const files = await this.files.findAll(step.tenantId, ids);
    return Object.fromEntries(
      files.filter((file) => file.status === 'verified' && file.uploadedBy === step.uploaderId).map((file) => [file.fileId, { fileName: file.fileName }]),
    );
  }
}

const viewerOf = (http: StepRequest): StepViewer => ({ staff: http.staff, portalUser: http.portalUser });

const draftKey = (step: OpenStep, request: CurrentDetailInfoRequest) => ({
  tenantId: step.tenantId,
  businessId: request.businessId,
  taskKey: request.taskKey,
  ownerId: step.ownerId,
});
