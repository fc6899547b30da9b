import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { dictBatchSchema, dictChildrenQuerySchema, dictCodeQuerySchema } from '@bk/contracts';
import { codeTypeOf, type CodeItem, type CodeTypeDefinition } from '@bk/domain';
import { Public } from '../auth/access.decorators';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

const dictionary = (codeType: number): CodeTypeDefinition => {
  const found = codeTypeOf(codeType);
  if (!found) throw ApiError.notFound(`字典类型 ${codeType} 不存在`);
  return found;
};

/**
 * The code-type dictionaries (libs/domain `CodeTypes`): public, the same for every association,
 * and served from code, so a screen and the server always agree on what a code means.
 */
@Public()
@Controller('noauth/v1/dict')
export class DictionaryController {
  @Get('code')
  code(@Query(new ZodValidationPipe(dictCodeQuerySchema)) query: { codeType: number }): readonly CodeItem[] {
    return dictionary(query.codeType).items;
  }

  @Post('code/batch')
  batch(@Body(new ZodValidationPipe(dictBatchSchema)) body: { codeTypes: number[] }): Record<string, readonly CodeItem[]> {
    return Object.fromEntries(body.codeTypes.map((codeType) => [String(codeType), dictionary(codeType).items]));
  }

  /** One level of a hierarchical dictionary: the top without parentCode, else that code's children. */
  @Get('getChildClassCode')
  children(@Query(new ZodValidationPipe(dictChildrenQuerySchema)) query: { codeType: number; parentCode?: string }): CodeItem[] {
    return dictionary(query.codeType).items.filter((item) => item.parentCode === (query.parentCode || null));
  }
}
