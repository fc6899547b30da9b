import { courtReformStateCode, CourtReformStatuses } from '@bk/domain';
import { courtReformEventLabelOf, courtReformStateColor, courtReformStateLabelOf } from './court-reform-labels';

describe('court-reform labels', () => {
  it('labels every domain state code and nothing else', () => {
    for (const status of CourtReformStatuses) {
      expect(courtReformStateLabelOf(courtReformStateCode[status])).toBeDefined();
      expect(courtReformStateColor(courtReformStateCode[status])).not.toBe('gray');
    }
    expect(courtReformStateLabelOf(99)).toBeUndefined();
    expect(courtReformStateColor(99)).toBe('gray');
  });

  it('labels known event types and ignores inherited keys', () => {
    expect(courtReformEventLabelOf('CourtReformHandlerAssigned')?.zh).toBe('分配承办人');
    expect(courtReformEventLabelOf('toString')).toBeUndefined();
  });
});
