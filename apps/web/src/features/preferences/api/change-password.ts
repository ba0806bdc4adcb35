import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /users/change_password; the server signs out every other session of the user. */
export const changePassword = (input: { old_password: string; password: string }) =>
  api.post<unknown>('/users/change_password', input, { withoutSpace: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
