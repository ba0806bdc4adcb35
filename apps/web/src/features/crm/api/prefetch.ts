import type { QueryClient } from '@tanstack/react-query';
import type { RequestOptions } from '../../../lib/api';
import { boardQueryOptions, boardViewOf, ownersQueryOptions, pipelinesQueryOptions } from './board-queries';

/** Addresses of the native CRM board. */
export const CRM_BOARD = /^\/crm\/manage\/default\/?$/;

/**
 * The board's calls as soon as the workspace is known, in one round instead of three (pipelines → the
 * first pipeline's columns): a pipeline named in the address is read at once, beside the list.
 */
export async function prefetchCrmBoard(
  client: QueryClient,
  spaceId: string,
  search: string,
  options: RequestOptions = {},
): Promise<void> {
  const view = boardViewOf(new URLSearchParams(search));
  void client.prefetchQuery(ownersQueryOptions(spaceId, options));
  const pipelines = client.fetchQuery(pipelinesQueryOptions(spaceId, options));
  if (view.pipeline) pipelines.catch(() => undefined); // the screen's own query shows a failure
  const pipeline = view.pipeline ?? (await pipelines)[0]?._id ?? null;
  if (pipeline)
    await client.prefetchQuery(boardQueryOptions(spaceId, pipeline, view.owner, view.status, options));
}
