import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { readTracking, storage, STORAGE_KEYS } from '../../../lib/storage';
import type { AuthResult } from '../types';

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone?: string;
  invite_code?: string;
}

export const signUp = (input: SignUpInput) => {
  const { irclickid } = readTracking();
  const body = {
    ...input,
    phone: input.phone || undefined,
    invite_code: input.invite_code || undefined,
    irclickid,
  };
  return api.post<AuthResult>('/auth/sign_up', body, { withoutSpace: true });
};

export const useSignUp = () =>
  useMutation({
    mutationFn: signUp,
    onSuccess: (result) => storage.set(STORAGE_KEYS.token, result.token),
  });
