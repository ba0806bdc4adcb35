import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import type { AuthResult } from '../types';

export interface SignInInput {
  email: string;
  password: string;
}

export const signIn = (input: SignInInput) =>
  api.post<AuthResult>('/auth/sign_in', input, { withoutSpace: true });

/** On success the new token replaces the anonymous one; the caller restarts the session. */
export const useSignIn = () =>
  useMutation({
    mutationFn: signIn,
    onSuccess: (result) => storage.set(STORAGE_KEYS.token, result.token),
  });
