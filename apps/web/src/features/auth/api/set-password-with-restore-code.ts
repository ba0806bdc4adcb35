import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const setPasswordWithRestoreCode = (input: { password: string; restore_code: string }) =>
  api.post<null>('/auth/set_password_with_restore_code', input, { withoutSpace: true });

export const useSetPasswordWithRestoreCode = () => useMutation({ mutationFn: setPasswordWithRestoreCode });
