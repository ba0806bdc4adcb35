import { brandQueryOptions } from '../features/brand';
import { prefetchCampaignList } from '../features/campaigns';
import { CRM_BOARD, prefetchCrmBoard } from '../features/crm';
import { prefetchSelectedCredential, SELECTED_CRED_PARAM } from '../features/credentials';
import { prefetchAppSession } from '../features/spaces';
import { queryClient } from '../lib/query-client';
import { storage, STORAGE_KEYS } from '../lib/storage';

/** Addresses that open My Campaigns' default view (the home page redirects there). */
const CAMPAIGN_LIST = /^\/(campaigns(\/my-campaigns)?\/?)?$/;

/**
 * Starts the first screen's calls at once, while the app's code and language are still loading, instead
 * of in five rounds each waiting for a screen to render: the brand and the session (user → workspaces →
 * workspace), the accounts, and on My Campaigns the list and all its rates (on the CRM board, its
 * pipelines and columns). Every answer lands in the
 * query cache under the key the screens read; a failure here is left to the screens' own queries.
 */
export function prefetchFirstScreen(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  void queryClient.prefetchQuery(brandQueryOptions());
  if (!storage.get(STORAGE_KEYS.token)) return;
  const params = new URLSearchParams(location.search);
  const spaceInAddress = params.get('space');
  const onBoard = CRM_BOARD.test(location.pathname);
  const session = prefetchAppSession(queryClient, spaceInAddress);
  // The accounts and the CRM board's calls need only the workspace: named in the address, they go out beside
  // the session's, as `beforeSession` calls (see prefetchAppSession).
  const early = { beforeSession: true };
  if (spaceInAddress)
    void prefetchSelectedCredential(queryClient, spaceInAddress, null, early).catch(() => undefined);
  const board =
    spaceInAddress && onBoard
      ? prefetchCrmBoard(queryClient, spaceInAddress, location.search, early).catch(() => undefined)
      : null;
  void (async () => {
    const spaceId = await session;
    if (!spaceId) return;
    if (onBoard && spaceId !== spaceInAddress) {
      // another workspace than the address's: its pipeline in the address is not one of this workspace's
      const own = new URLSearchParams(location.search);
      own.delete('pipeline');
      await prefetchCrmBoard(queryClient, spaceId, `?${own}`);
    }
    const credentialId = await prefetchSelectedCredential(
      queryClient,
      spaceId,
      params.get(SELECTED_CRED_PARAM),
    );
    if (CAMPAIGN_LIST.test(location.pathname)) await prefetchCampaignList(queryClient, credentialId);
    await board;
  })().catch(() => undefined);
}
