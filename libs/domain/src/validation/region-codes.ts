/**
 * Province-level administrative divisions (GB/T 2260): the first two digits of a citizen id's
 * region code and of a credit code's registering authority. 71 Taiwan, 81 Hong Kong and 82 Macao
 * appear on residence permits; 83 on Taiwan residents' permits.
 */
export const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '83',
]);

export const isRegionProvince = (twoDigits: string): boolean => PROVINCE_CODES.has(twoDigits);
