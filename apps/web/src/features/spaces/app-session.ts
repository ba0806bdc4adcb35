import { createContext, useContext } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions, type User } from '../auth';
import { spacesQueryOptions } from './api/fetch-spaces';
import { spaceInfoQueryOptions } from './api/space-info';
import type { SpaceSummary, Workspace } from './types';
import { setCurrentSpace, setCurrentUserId } from '../../lib/current-space';

export interface AppSession {
  isLoading: boolean;
  error: unknown;
  user: User | null;
  spaces: SpaceSummary[];
  currentSpaceId: string | null;
  currentSpace: SpaceSummary | null;
  workspace: Workspace | null;
  /** Connected accounts the user can use in this workspace; undefined until known. */
  credentialsCount?: number;
  refetch: () => void;
}

/** The workspace in use: the address's `space` if the user belongs to it, else the user's current one. */
export function pickCurrentSpace(
  spaces: SpaceSummary[],
  fromAddress: string | null,
  user: User | null,
): string | null {
  const isMember = (id: string | null | undefined) => Boolean(id && spaces.some((s) => s._id === id));
  if (isMember(fromAddress)) return fromAddress;
  if (isMember(user?.current_space_id)) return user!.current_space_id;
  return null;
}

/** 000 §4 startup: token → user → spaces → current workspace. */
export function useAppSession(spaceFromAddress: string | null): AppSession {
  const session = useQuery(sessionQueryOptions());
  const user = session.data?.user && session.data.user.status === 'active' ? session.data.user : null;
  const spacesQuery = useQuery({ ...spacesQueryOptions(), enabled: Boolean(user) });
  const spaces = spacesQuery.data ?? [];
  const currentSpaceId = pickCurrentSpace(spaces, spaceFromAddress, user);
  setCurrentSpace(currentSpaceId); // every later call carries ?space=
  setCurrentUserId(user?._id ?? null);
  const info = useQuery(spaceInfoQueryOptions(currentSpaceId));

  return {
    isLoading:
      session.isPending ||
      (Boolean(user) && spacesQuery.isPending) ||
      (Boolean(currentSpaceId) && info.isPending),
    error: session.error ?? spacesQuery.error, // a workspace that fails to load counts as none chosen (→ use-space)
    user,
    spaces,
    currentSpaceId,
    currentSpace: spaces.find((s) => s._id === currentSpaceId) ?? null,
    workspace: info.data ?? null,
    refetch: () => {
      void session.refetch();
      void spacesQuery.refetch();
      void info.refetch();
    },
  };
}

/** Provided by the app's root route; every screen reads the session through `useAppSessionContext`. */
export const AppSessionContext = createContext<AppSession | null>(null);

/** The session for the shell and every screen (features still read their own queries). */
export function useAppSessionContext(): AppSession {
  const session = useContext(AppSessionContext);
  if (!session) throw new Error('useAppSessionContext outside <Root>');
  return session;
}

/**
 * The session's calls started before the app renders (while its code and language load): the user, their
 * workspaces and, when the address names one, that workspace, all at once — on the bet that the user is
 * active and belongs to it. Those asked before the user is known are `beforeSession`: a refusal is only an
 * answer (a user who has not confirmed their email keeps their token) and leaves an unused entry in the
 * cache; the workspace then picked is read after. The root's queries find the answers in the cache.
 * Resolves to the workspace in use (null when there is no signed-in, active user).
 */
export async function prefetchAppSession(
  client: QueryClient,
  spaceFromAddress: string | null,
): Promise<string | null> {
  const sessionAnswer = client.fetchQuery(sessionQueryOptions());
  const early = { beforeSession: true };
  const spaces = client.fetchQuery(spacesQueryOptions(early));
  spaces.catch(() => undefined); // refused to a user not active yet: read again once active
  if (spaceFromAddress) void client.prefetchQuery(spaceInfoQueryOptions(spaceFromAddress, early));
  const session = await sessionAnswer;
  const user = session?.user && session.user.status === 'active' ? session.user : null;
  if (!user) return null;
  const spaceId = pickCurrentSpace(
    await spaces.catch(() => client.fetchQuery(spacesQueryOptions())),
    spaceFromAddress,
    user,
  );
  setCurrentSpace(spaceId);
  if (spaceId) void client.prefetchQuery(spaceInfoQueryOptions(spaceId));
  return spaceId;
}
