import { AnnouncementTypes } from './announcement-types';
import { codeEntries, codeKeyOf, codeLabelOf } from './code-dictionary';
import { ImMessageTypes } from './im-message-types';
import * as limits from './limits';
import { meetingLinkLabel } from './meeting-link';
import { OrganisationTypes } from './organisation-types';
import { PortalVariants } from './portal-variants';
import { StatusDictionaries } from './status-dictionaries';
import { TreeNodeTypes } from './tree-node-types';

const codes = (dictionary: Parameters<typeof codeEntries>[0]) => codeEntries(dictionary).map(({ key, code }) => [code, key]);

describe('code-type dictionaries', () => {
  it('hold the spec\'s codes', () => {
    expect(codes(AnnouncementTypes).map(([code]) => code)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(codes(ImMessageTypes)).toEqual([
      [1, 'text'],
      [2, 'file'],
    ]);
    expect(codes(OrganisationTypes)).toEqual([
      [1, 'manager'],
      [2, 'assess'],
      [3, 'investor'],
      [4, 'overseas'],
    ]);
    expect(codes(TreeNodeTypes)).toEqual([
      [1, 'organ'],
      [2, 'department'],
      [3, 'member'],
    ]);
  });

  it('decode a server\'s number, and nothing for an unknown one', () => {
    expect(codeKeyOf(AnnouncementTypes, 6)).toBe('assetAuction');
    expect(codeLabelOf(AnnouncementTypes, 2)).toEqual({ zh: '个人破产受理', en: 'Personal bankruptcy acceptance' });
    expect(codeKeyOf(AnnouncementTypes, 7)).toBeUndefined();
  });

  it('list workflow statuses by code', () => {
    expect(StatusDictionaries.courtReform.map(({ code, key }) => `${code}:${key}`)).toEqual([
      '0:apply',
      '1:unsigned',
      '2:processing',
      '3:reject',
      '4:register',
      '5:complete',
    ]);
    expect(StatusDictionaries.restructuringTask.map(({ code, key }) => `${code}:${key}`)).toEqual([
      '1:assign',
      '2:accept',
      '3:processing',
      '4:completed',
      '5:rejected',
    ]);
    expect(StatusDictionaries.matter.map(({ code, zh }) => `${code}:${zh}`)).toEqual(['0:进行中', '1:已结束']);
  });
});

describe('meeting link labels', () => {
  it('read "enter test" for status 1 and "details" for 4', () => {
    expect([0, 1, 2, 3, 4].map((status) => meetingLinkLabel(status)?.en)).toEqual([
      'Enter meeting',
      'Enter test',
      'Enter meeting',
      'Enter meeting',
      'Meeting details',
    ]);
    expect(meetingLinkLabel(5)).toBeUndefined();
  });
});

describe('portal variants', () => {
  const tabCodes = (tabs: readonly { code: number | null }[] | undefined) => tabs?.map(({ code }) => code);

  it('carry the spec §2 tab codes', () => {
    const codes = (variant: keyof typeof PortalVariants) => PortalVariants[variant].caseInfoTabs.map((tab) => tab.code);
    expect(codes('default')).toEqual([1, 2]);
    expect(codes('csj')).toEqual([3]);
    expect(codes('jilin')).toEqual([12]);
    expect(tabCodes(PortalVariants.csj.glrdtTabs)).toEqual([8, 2, 3, 5]);
    expect(tabCodes(PortalVariants.csj.blpcfwTabs)).toEqual([2, 15, 7, 8, 20]);
    expect(tabCodes(PortalVariants.jilin.glrdtTabs)).toEqual([22, 2, 3]);
    expect(tabCodes(PortalVariants.jilin.blpcfwTabs)).toEqual([23, 24, null, 7, 4, 21, 8]);
    expect(PortalVariants.csj.trzfyShowsInvestors).toBe(false);
  });
});

describe('§9 limits', () => {
  it('match the spec', () => {
    expect(limits).toMatchObject({
      SUMMARY_LENGTH: 90,
      UPLOAD_MAX_BYTES: 50 * 1024 * 1024,
      ASSISTANT_VISIBLE_OPTIONS: 5,
      ASSISTANT_COMPACT_HEIGHT_PX: 400,
      SCROLL_HIDE_TIMEOUT_MS: 250,
      NEW_TAG_DAYS: 7,
      VERSION_PROMPT_SNOOZE_MS: 300_000,
      CROSS_TAB_RELOAD_DELAY_MS: 1500,
      DEBOUNCE_MS: 500,
      DIRECTIVE_DEBOUNCE_MS: 300,
      REQUEST_TIMEOUT_MS: 10_000,
      ROSTER_IMPORT_TIMEOUT_MS: 60_000,
      LOADING_SPINNER_DELAY_MS: 1000,
      NETWORK_WATCH_INTERVAL_MS: 5000,
      ERROR_REPORT_DELAY_MS: 5000,
      MONEY_INPUT_DECIMALS: 2,
      MONEY_DISPLAY_DECIMALS: 4,
      UNIFIED_CODE_LENGTH: 18,
      CITIZEN_ID_LENGTH: 18,
      CROSS_BORDER_DEFAULT: '1',
      SIDE_PANEL_OFFSETS: { collapsed: 33, expanded: 308 },
      EMPTY_DISPLAY: '--',
    });
  });
});
