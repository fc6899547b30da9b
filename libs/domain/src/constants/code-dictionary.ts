import type { Label } from '../shared/transitions';

/**
 * Code-type dictionaries (spec §3) are held by numeric code. Each one here is a record keyed by
 * a readable name, so code reads `AnnouncementTypes.assetAuction.code`, while screens list
 * `codeEntries(...)` and decode a server's number with `codeKeyOf(...)`.
 */
export type CodeDefinition = Label & { code: number };
export type CodeDictionary = Readonly<Record<string, CodeDefinition>>;
export type CodeEntry<Key extends string = string> = CodeDefinition & { key: Key };

export type CodeOf<Dictionary extends CodeDictionary> = Dictionary[keyof Dictionary]['code'];

/** Entries ordered by code, for selects and tab bars. */
export const codeEntries = <Dictionary extends CodeDictionary>(dictionary: Dictionary): CodeEntry<Extract<keyof Dictionary, string>>[] =>
  (Object.keys(dictionary) as Extract<keyof Dictionary, string>[])
    .map((key) => ({ key, ...dictionary[key]! }))
    .sort((a, b) => a.code - b.code);

export const codeKeyOf = <Dictionary extends CodeDictionary>(
  dictionary: Dictionary,
  code: number,
): Extract<keyof Dictionary, string> | undefined =>
  (Object.keys(dictionary) as Extract<keyof Dictionary, string>[]).find((key) => dictionary[key]!.code === code);

export const codeLabelOf = (dictionary: CodeDictionary, code: number): Label | undefined => {
  const key = codeKeyOf(dictionary, code);
  return key === undefined ? undefined : { zh: dictionary[key]!.zh, en: dictionary[key]!.en };
};
