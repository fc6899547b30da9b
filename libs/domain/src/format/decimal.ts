/**
 * Decimal arithmetic on strings, so rounding follows the digits people see ("1.005" → "1.01")
 * instead of the binary double underneath (where (1.005).toFixed(2) is "1.00").
 */
const PLAIN = /^(-?)(\d*)(?:\.(\d*))?$/;

/** A number as plain decimal digits, expanding exponent notation (1e-7 → "0.0000001"). */
export const toPlainDecimal = (value: number): string => {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) return text;
  const [, sign, lead, fraction = '', exponentText] = match;
  const digits = `${lead}${fraction}`;
  const exponent = Number(exponentText);
  if (exponent >= 0) return `${sign}${digits.padEnd(exponent + 1, '0').slice(0, exponent + 1)}${digits.length > exponent + 1 ? `.${digits.slice(exponent + 1)}` : ''}`;
  return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
};

const incrementDigits = (digits: string): string => {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
};

/**
 * Rounds a plain decimal string half away from zero to exactly `decimals` places.
 * Returns undefined for anything that is not plain decimal notation.
 */
export const roundDecimalString = (value: string, decimals: number): string | undefined => {
  const match = PLAIN.exec(value);
  if (match === null) return undefined;
  const [, sign, integerText = '', fractionText = ''] = match;
  if (integerText === '' && fractionText === '') return undefined;
  const integer = integerText.replace(/^0+(?=\d)/, '') || '0';
  const padded = fractionText.padEnd(decimals + 1, '0');
  let kept = `${integer}${padded.slice(0, decimals)}`;
  if (Number(padded.charAt(decimals)) >= 5) kept = incrementDigits(kept);
  const integerPart = kept.slice(0, kept.length - decimals) || '0';
  const fractionPart = kept.slice(kept.length - decimals);
  const isZero = /^[0.]*$/.test(`${integerPart}${fractionPart}`);
  return `${sign && !isZero ? '-' : ''}${integerPart}${decimals > 0 ? `.${fractionPart}` : ''}`;
};
