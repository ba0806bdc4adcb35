import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAppSessionContext } from '../../spaces';
import { emitRealtime } from '../../../lib/realtime';
import type { RequestOptions } from '../../../lib/api';
import { credentialsQueryOptions, useCredentials } from '../api/fetch-credentials';
import type { Credential } from '../types';

export const SELECTED_CRED_PARAM = 'selectedCred';
const MOBILE_QUERY = '(max-width: 575.98px)';

/** Live accounts of the workspace: deleted ones never show in the switcher or settings. */
export const liveCredentials = (list: Credential[] | undefined) =>
  (list ?? []).filter((c) => c.status !== 'deleted');

/**
 * The selected account (000 §4 startup): `selectedCred` from the address if it is one of the
 * workspace's accounts, else the first one.
 */
export function useSelectedCredential() {
  const { currentSpaceId } = useAppSessionContext();
  const [params] = useSearchParams();
  const query = useCredentials(currentSpaceId);
  const list = liveCredentials(query.data);
  const wanted = params.get(SELECTED_CRED_PARAM);
  const selected = list.find((c) => c._id === wanted) ?? list[0] ?? null;
  return { query, list, selected, spaceId: currentSpaceId };
}

/** The selected account's id, fetched ahead of the first render (same rule as useSelectedCredential). */
export async function prefetchSelectedCredential(
  client: QueryClient,
  spaceId: string,
  wanted: string | null,
  options: RequestOptions = {},
): Promise<string | null> {
  const list = liveCredentials(await client.fetchQuery(credentialsQueryOptions(spaceId, options)));
  return (list.find((c) => c._id === wanted) ?? list[0])?._id ?? null;
}

/** Where choosing another account leads: the same route, except edit-campaign goes to my-campaigns. */
export function routeAfterSwitch(pathname: string): string {
  if (/^\/campaign\/edit\//.test(pathname) || /^\/smart-sequences\/edit\//.test(pathname))
    return '/campaigns/my-campaigns';
  return pathname;
}

/**
 * 000 §2: choosing an account keeps the route, sets selectedCred, tells the server
 * (change_credentials), reloads signatures and voicemails, and reloads the page on mobile.
 */
export function useChooseCredential() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { selected } = useSelectedCredential();
  return useCallback(
    (id: string) => {
      const params = new URLSearchParams(location.search);
      params.set(SELECTED_CRED_PARAM, id);
      params.delete('addNewModal');
      emitRealtime('change_credentials', { old_credentials: selected?._id ?? null, credentials: id });
      void queryClient.invalidateQueries({ queryKey: ['credential', id] });
      const target = `${routeAfterSwitch(location.pathname)}?${params.toString()}`;
      if (typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches) {
        window.location.assign(target);
        return;
      }
      navigate(target);
    },
    [location.pathname, location.search, navigate, queryClient, selected?._id],
  );
}
