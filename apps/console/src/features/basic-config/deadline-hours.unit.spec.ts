import { hoursInDays } from './deadline-hours';

describe('deadline hours as days', () => {
  it.each([
    ['72', { days: '3', exact: true }],
    ['36', { days: '1.5', exact: true }],
    ['720', { days: '30', exact: true }],
    ['1', { days: '0.04', exact: false }],
    ['100', { days: '4.17', exact: false }],
  ])('shows %s hours as %j', (hours, expected) => {
    expect(hoursInDays(hours)).toEqual(expected);
  });

  it.each(['', ' ', 'abc', '0', '-5'])('shows nothing for %j', (hours) => {
    expect(hoursInDays(hours)).toBeUndefined();
  });
});
