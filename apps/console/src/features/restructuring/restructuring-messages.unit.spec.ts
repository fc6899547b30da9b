import { restructuringMessages } from './restructuring-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('restructuring screens in zh-CN and English', () => {
  it('words every message in both languages, with the same placeholders', () => {
    for (const [key, { zh, en }] of Object.entries(restructuringMessages)) {
      expect({ key, zh: zh.trim().length > 0, en: en.trim().length > 0 }).toEqual({ key, zh: true, en: true });
      expect({ key, placeholders: placeholders(en) }).toEqual({ key, placeholders: placeholders(zh) });
    }
  });

  it('names every key task… or apply… so none shadows a console or shared message', () => {
    expect(Object.keys(restructuringMessages).filter((key) => !/^(task|apply)[A-Z]/.test(key))).toEqual([]);
  });
});
