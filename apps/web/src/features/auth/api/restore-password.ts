import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Sends the restore link; always answers 200 (no user enumeration). */
export const requestRestore = (input: { email: string }) =>
  api.post<null>('/auth/restore', input, { withoutSpace: true });

export const useRequestRestore = () => useMutation({ mutationFn: requestRestore });
