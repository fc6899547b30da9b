import { loginUserQueryOptions, rightKeysOf } from '@bk/web';
import { useQuery } from '@tanstack/react-query';
import { useAssociation } from './use-association';

/** The signed-in user's rightKeys, as the menu reads them (the same cached query). */
export const useRightKeys = (): readonly string[] => {
  const { channel } = useAssociation();
  return rightKeysOf(useQuery(loginUserQueryOptions(channel)).data);
};
