import { backoffDelayMs, describeFailure, isTransientInfrastructureError } from './retry-policy';

/** Errors as node-postgres and TypeORM raise them: a SQLSTATE on the driver's error, wrapped. */
const driverError = (code: string, message = 'failed'): Error => Object.assign(new Error(message), { code });
const queryFailed = (code: string): Error => Object.assign(new Error('QueryFailedError'), { driverError: driverError(code) });

describe('projection retry policy', () => {
  it('backs off exponentially up to its ceiling', () => {
    const policy = { attempts: 5, initialDelayMs: 100, maxDelayMs: 500 };
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(policy, attempt))).toEqual([100, 200, 400, 500, 500]);
  });

  it.each([
    ['connection refused', driverError('ECONNREFUSED')],
    ['admin shutdown (57P01)', queryFailed('57P01')],
    ['connection failure (08006)', queryFailed('08006')],
    ['too many connections (53300)', queryFailed('53300')],
    ['deadlock (40P01)', queryFailed('40P01')],
    ['serialization failure (40001)', queryFailed('40001')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['an exhausted pool', new Error('timeout exceeded when trying to connect')],
    ['a wrapped cause', Object.assign(new Error('outer'), { cause: driverError('ECONNRESET') })],
  ])('waits out %s without counting it against the event', (_name, error) => {
    expect(isTransientInfrastructureError(error)).toBe(true);
  });

  it.each([
    ['a check violation (23514)', queryFailed('23514')],
    ['a not-null violation (23502)', queryFailed('23502')],
    ['bad input syntax (22P02)', queryFailed('22P02')],
    ['a bug in the projection', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['a thrown string', 'boom'],
  ])('counts %s against the event', (_name, error) => {
    expect(isTransientInfrastructureError(error)).toBe(false);
  });

  it('describes a failure by its message, with the stack for whoever fixes it', () => {
    const described = describeFailure(new TypeError('bad data'));
    expect(described.message).toBe('bad data');
    expect(described.detail).toContain('TypeError: bad data');
    expect(describeFailure('boom')).toEqual({ message: 'boom', detail: null });
  });
});
