import { parseTodoCounts } from './todo-counts';

describe('todo stream counts', () => {
  it('accepts a well-formed counts message', () => {
    expect(parseTodoCounts('{"assignmentCount":2,"handlingCount":4,"issuanceCount":1,"myHandlingCount":3,"extra":true}')).toEqual({
      assignmentCount: 2,
      handlingCount: 4,
      issuanceCount: 1,
      myHandlingCount: 3,
    });
  });

  it.each(['', 'not json', 'null', '[]', '{"assignmentCount":1}', '{"assignmentCount":-1,"handlingCount":0,"issuanceCount":0,"myHandlingCount":0}', '{"assignmentCount":"2","handlingCount":0,"issuanceCount":0,"myHandlingCount":0}', '{"assignmentCount":2,"handlingCount":0,"issuanceCount":0}'])(
    'rejects %j',
    (data) => expect(parseTodoCounts(data)).toBeUndefined(),
  );
});
