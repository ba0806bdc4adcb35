import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const checkRestoreCode = (restoreCode: string) =>
  api.get<{ valid: boolean }>('/auth/check_restore_code', {
    query: { restore_code: restoreCode },
    withoutSpace: true,
  });

export const checkRestoreCodeQueryOptions = (restoreCode: string) =>
  queryOptions({
    queryKey: ['restore-code', restoreCode],
    queryFn: () => checkRestoreCode(restoreCode),
    enabled: restoreCode.length > 0,
    staleTime: Infinity,
  });

export const useCheckRestoreCode = (restoreCode: string) =>
  useQuery(checkRestoreCodeQueryOptions(restoreCode));
