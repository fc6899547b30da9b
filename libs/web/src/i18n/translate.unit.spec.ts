import { makeTranslator } from './create-i18n';
import { createLanguageStore, LANGUAGE_STORAGE_KEY } from './language-store';
import { interpolate } from './translate';
import { translateMessage } from './validation-messages';

const messages = {
  greeting: { zh: '你好，{name}', en: 'Hello, {name}' },
  count: { zh: '共 {total} 条', en: '{total} in total' },
};

describe('i18n', () => {
  it('translates typed keys with placeholders in both languages', () => {
    expect(makeTranslator(messages, 'zh-CN')('greeting', { name: '张三' })).toBe('你好，张三');
    expect(makeTranslator(messages, 'en')('count', { total: 3 })).toBe('3 in total');
  });

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('picks a side of a { zh, en } label', () => {
    expect(makeTranslator(messages, 'en').l({ zh: '待分配', en: 'Awaiting allocation' })).toBe('Awaiting allocation');
  });

  it('renders schema messages in English when it knows them, else as sent', () => {
    expect(translateMessage('en', '请输入正确的手机号码')).toBe('Enter a valid 11-digit mobile number');
    expect(translateMessage('en', '服务器自定义消息')).toBe('服务器自定义消息');
    expect(translateMessage('zh-CN', '请输入正确的手机号码')).toBe('请输入正确的手机号码');
  });

  it('defaults to zh-CN and persists the switch', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const applied: string[] = [];
    const store = createLanguageStore(storage, (language) => applied.push(language));
    const listener = jest.fn();
    store.subscribe(listener);

    expect(store.get()).toBe('zh-CN');
    store.set('en');

    expect(data.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(applied).toEqual(['zh-CN', 'en']);
    expect(createLanguageStore(storage).get()).toBe('en');
  });

  it('falls back to zh-CN for a stored value it does not know', () => {
    const storage = { getItem: () => 'fr', setItem: () => undefined };
    expect(createLanguageStore(storage).get()).toBe('zh-CN');
  });
});
