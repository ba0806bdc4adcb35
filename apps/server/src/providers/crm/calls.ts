import { withBackoff, onlyThrottled, type BackoffOptions, type HttpFailure } from './backoff.js';
import {
  CrmAuthError,
  CrmUnavailableError,
  type CrmTokens,
  type RemoteCrmPlatform,
  type TokenSource,
} from './types.js';

/** How one platform's errors read, shared by its token grants and its API calls. */
export interface PlatformCalls {
  platform: RemoteCrmPlatform;
  failureOf: (error: unknown) => HttpFailure | null;
  backoff: BackoffOptions;
}

/**
 * A token grant (code or refresh) with backoff: a 4xx means the grant is refused (connect again), any
 * other failure that the platform is unavailable.
 */
export async function grant<T>(p: PlatformCalls, run: () => Promise<T>): Promise<T> {
  try {
    return await withBackoff(run, p.failureOf, p.backoff);
  } catch (error) {
    const status = p.failureOf(error)?.status;
    if (status && status >= 400 && status < 500) throw new CrmAuthError(p.platform);
    throw new CrmUnavailableError(p.platform, status ?? null);
  }
}

/**
 * An API call with the connection's tokens: backoff on 429 / 5xx (a write only on 429: a lost answer may
 * have been carried out), once more with refreshed tokens on 401 (a second 401 is CrmAuthError), 404
 * thrown as it is for the caller to read, any other HTTP failure CrmUnavailableError.
 */
export async function authorized<T>(
  p: PlatformCalls,
  tokens: TokenSource,
  run: (t: CrmTokens) => Promise<T>,
  writes = false,
): Promise<T> {
  const attempt = (t: CrmTokens) =>
    withBackoff(() => run(t), writes ? onlyThrottled(p.failureOf) : p.failureOf, p.backoff);
  try {
    return await attempt(await tokens.current());
  } catch (error) {
    const status = p.failureOf(error)?.status;
    if (status === 401) {
      try {
        return await attempt(await tokens.refreshed());
      } catch (again) {
        if (p.failureOf(again)?.status === 401) throw new CrmAuthError(p.platform);
        throw again;
      }
    }
    if (status === 404) throw error;
    if (p.failureOf(error)) throw new CrmUnavailableError(p.platform, status ?? null);
    throw error;
  }
}
