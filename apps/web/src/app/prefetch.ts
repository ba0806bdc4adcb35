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
  void (async () => {
    const spaceId = await prefetchAppSession(queryClient, spaceInAddress);
    if (!spaceId) return;
    // once the workspace is known, the accounts and the CRM board's calls go out together
    const own = new URLSearchParams(location.search);
    if (spaceId !== spaceInAddress) own.delete('pipeline'); // the address's pipeline is another workspace's
    const board = CRM_BOARD.test(location.pathname)
      ? prefetchCrmBoard(queryClient, spaceId, `?${own}`).catch(() => undefined)
      : null;
    const credentialId = await prefetchSelectedCredential(
      queryClient,
      spaceId,
      params.get(SELECTED_CRED_PARAM),
    );
    if (CAMPAIGN_LIST.test(location.pathname)) await prefetchCampaignList(queryClient, credentialId);
    await board;
  })().catch(() => undefined);
}
