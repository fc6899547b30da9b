import fc from 'fast-check';
import { formatChatTime } from './chat-time';
import { defaultDateRange } from './date-range';
import { roundDecimalString, toPlainDecimal } from './decimal';
import { displayOrDash } from './empty-display';
import { escapeHtml } from './html';
import { parseInstant } from './instant';
import { formatMoney } from './money-display';
import { moneyOnBlur, trimLeadingZeros } from './money-input';
import { isNew } from './new-tag';
import { integerOnly, numericOnly, stripThousandSeparators } from './numeric-input';
import { summarize } from './summary';

/** Reference rounding on scaled BigInts: half away from zero. */
const referenceRound = (value: string, decimals: number): string => {
  const negative = value.startsWith('-');
  const [integer = '', fraction = ''] = value.replace('-', '').split('.');
  const scaled = BigInt(`${integer || '0'}${fraction.padEnd(decimals + 1, '0').slice(0, decimals + 1)}`);
  const rounded = (scaled + 5n) / 10n;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const text = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative && rounded !== 0n ? `-${text}` : text;
};

describe('decimal rounding', () => {
  it('agrees with a BigInt reference on random decimal strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,12}(\.\d{0,10})?$/), fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        expect(roundDecimalString(value, decimals)).toBe(referenceRound(value, decimals));
      }),
    );
  });

  it('rounds the digits people see, not the binary double', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(roundDecimalString('1.005', 2)).toBe('1.01');
    expect(roundDecimalString('9.999', 2)).toBe('10.00');
    expect(roundDecimalString('abc', 2)).toBeUndefined();
  });

  it('writes any finite double in plain notation that reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const plain = toPlainDecimal(value);
        expect(plain).not.toMatch(/e/i);
        expect(Number(plain)).toBe(value === 0 ? 0 : value);
      }),
    );
    expect(toPlainDecimal(1e-7)).toBe('0.0000001');
    expect(toPlainDecimal(1.5e21)).toBe('1500000000000000000000');
  });
});

describe('money input (blur)', () => {
  it.each([
    ['007', '7.00'],
    ['0.5', '0.50'],
    ['00.5', '0.50'],
    ['0', '0.00'],
    ['.5', '0.50'],
    ['12.', '12.00'],
    ['1,234.567', '1234.57'],
    ['1.005', '1.01'],
    ['', ''],
    ['  ', ''],
    ['abc', 'abc'],
  ])('%p → %p', (input, expected) => expect(moneyOnBlur(input)).toBe(expected));

  it('drops a leading zero unless a decimal point follows it', () => {
    expect(trimLeadingZeros('0012')).toBe('12');
    expect(trimLeadingZeros('0.12')).toBe('0.12');
    expect(moneyOnBlur('0100', 0)).toBe('100');
  });
});

describe('money display filter', () => {
  it.each([
    [0, '--'],
    ['', '--'],
    [null, '--'],
    [undefined, '--'],
    [Number.NaN, '--'],
    ['abc', '--'],
    [12.3, '12.3000'],
    ['1.23456', '1.2346'],
    ['0', '0.0000'],
    [-1.5, '-1.5000'],
    [1e-7, '0.0000'],
  ] as const)('%p → %p', (value, expected) => expect(formatMoney(value)).toBe(expected));

  it('takes another number of decimals', () => expect(formatMoney(2.345, 2)).toBe('2.35'));
});

describe('numeric-only and integer-only input', () => {
  it.each([
    ['1,234.5678', 2, '1234.56'],
    ['a1b2.3.4', 2, '12.34'],
    ['.5', 2, '0.5'],
    ['12.999', 0, '12'],
    ['１２3', 2, '3'],
    ['12，345', 2, '12345'],
  ] as const)('numericOnly(%p, %p) → %p', (input, decimals, expected) => expect(numericOnly(input, decimals)).toBe(expected));

  it('always yields digits with at most one point and the allowed decimals, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 4 }), (input, decimals) => {
        const once = numericOnly(input, decimals);
        expect(once).toMatch(decimals === 0 ? /^\d*$/ : new RegExp(`^(\\d*|\\d+\\.\\d{0,${decimals}})$`));
        expect(numericOnly(once, decimals)).toBe(once);
      }),
    );
    expect(numericOnly('3.14159')).toBe('3.14');
  });

  it('integerOnly keeps digits; thousand separators go', () => {
    expect(integerOnly('12ab3.9')).toBe('1239');
    expect(stripThousandSeparators('1,234,567.89')).toBe('1234567.89');
  });
});

describe('display', () => {
  it('shows "--" for empty values only', () => {
    expect([null, undefined, '', '   ', Number.NaN].map(displayOrDash)).toEqual(['--', '--', '--', '--', '--']);
    expect([0, '0', '张三'].map(displayOrDash)).toEqual(['0', '0', '张三']);
  });

  it('escapes HTML', () => expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'));

  it('summarises to 90 characters without tags or split characters', () => {
    expect(summarize('<p>短</p>\n<p>文</p>')).toBe('短 文');
    expect(summarize('字'.repeat(200))).toBe('字'.repeat(90));
    expect(Array.from(summarize('😀'.repeat(100)))).toHaveLength(90);
    expect(summarize('😀'.repeat(100))).toBe('😀'.repeat(90));
  });
});

describe('time', () => {
  it('parses ISO instants and the server\'s zone-less China time alike', () => {
    expect(parseInstant('2024-05-01 10:00:00')).toBe(Date.UTC(2024, 4, 1, 2));
    expect(parseInstant('2024-05-01T10:00:00+08:00')).toBe(Date.UTC(2024, 4, 1, 2));
    expect(parseInstant('2024-05-01T02:00:00.000Z')).toBe(Date.UTC(2024, 4, 1, 2));
    expect(parseInstant('2024-05-01T07:30:00+0530')).toBe(Date.UTC(2024, 4, 1, 2));
    expect(parseInstant('2024-05-01')).toBe(Date.UTC(2024, 3, 30, 16));
    for (const bad of ['2023-02-29 10:00:00', '2024-13-01', '2024-05-01 24:00', 'yesterday']) expect(parseInstant(bad)).toBeUndefined();
  });

  it('formats chat times as month-day hour:minute', () => {
    expect(formatChatTime('2024-05-01T06:03:00Z')).toBe('05-01 14:03');
    expect(formatChatTime('2024-12-31T16:30:00Z')).toBe('01-01 00:30');
    expect(formatChatTime('2024-05-01T06:03:00Z', 0)).toBe('05-01 06:03');
    expect(formatChatTime('not a time')).toBe('');
  });

  it('tags content as new for 7 days after publishing', () => {
    const published = '2024-05-01 10:00:00';
    expect(isNew(published, '2024-05-08T01:59:59.999Z')).toBe(true);
    expect(isNew(published, '2024-05-08T02:00:00.000Z')).toBe(false);
    expect(isNew(published, '2024-04-30T23:00:00Z')).toBe(true);
    expect(isNew('garbage', '2024-05-02T00:00:00Z')).toBe(false);
    expect(isNew(published, '2024-05-03T02:00:00Z', 1)).toBe(false);
  });

  it('opens date pickers on the last three months, clamping the day', () => {
    expect(defaultDateRange('2024-05-31')).toEqual({ start: '2024-02-29', end: '2024-05-31' });
    expect(defaultDateRange('2023-05-31')).toEqual({ start: '2023-02-28', end: '2023-05-31' });
    expect(defaultDateRange('2024-01-15')).toEqual({ start: '2023-10-15', end: '2024-01-15' });
    expect(defaultDateRange('2024-02-30')).toBeUndefined();
  });
});
