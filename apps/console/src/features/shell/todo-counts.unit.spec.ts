import { todoCountFields, type TodoCounts } from '@bk/contracts';
import { parseTodoCounts } from './todo-counts';

const counts = Object.fromEntries(todoCountFields.map((field, i) => [field, i])) as TodoCounts;
const json = (value: unknown) => JSON.stringify(value);

describe('todo stream counts', () => {
  it('accepts a well-formed counts message and drops unknown fields', () => {
    expect(parseTodoCounts(json({ ...counts, extra: true }))).toEqual(counts);
  });

  it.each([
    '',
    'not json',
    'null',
    '[]',
    '{"assignmentCount":1}',
    json({ ...counts, assignmentCount: -1 }),
    json({ ...counts, taskHandlingCount: '2' }),
    json({ ...counts, myTaskAcceptanceCount: 1.5 }),
    json({ ...counts, myTaskHandlingCount: undefined }),
  ])('rejects %j', (data) => expect(parseTodoCounts(data)).toBeUndefined());
});
