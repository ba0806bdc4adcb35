import { useMutation } from '@tanstack/react-query';
import type { SsoProvider } from '@leadloop/domain/auth/rules';
import { api } from '../../../lib/api';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import type { AuthResult } from '../types';

/** Sign in with Google / Microsoft: the provider's page, where the browser goes next. */
export const useStartSso = () =>
  useMutation({
    mutationFn: (provider: SsoProvider) =>
      api.post<{ url: string }>(`/auth/sso/${provider}/start`, undefined, { withoutSpace: true }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

/** The one-time login code the provider's callback handed over, for a token (this browser only). */
export const useExchangeSsoCode = () =>
  useMutation({
    mutationFn: (loginCode: string) =>
      api.post<AuthResult>('/auth/sso/exchange', { login_code: loginCode }, { withoutSpace: true }),
    onSuccess: (result) => storage.set(STORAGE_KEYS.token, result.token),
  });

export interface SandboxConsent {
  redirect_uri: string;
  state: string;
  nonce: string;
  code_challenge: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  email_verified?: boolean;
  cancelled?: boolean;
}

/** The sandbox provider's consent page answers: the browser goes back to our callback. */
export const useSandboxConsent = () =>
  useMutation({
    mutationFn: (body: SandboxConsent) =>
      api.post<{ redirect_url: string }>('/auth/sso/sandbox/consent', body, { withoutSpace: true }),
    onSuccess: ({ redirect_url }) => window.location.assign(redirect_url),
  });
