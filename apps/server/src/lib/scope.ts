import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { CODES } from '@leadloop/domain';
import type { Db } from '../db/client.js';
import { credentials } from '../db/schema/index.js';
import { forbidden, notFound } from './errors.js';
import { isUuid } from './ids.js';

/**
 * The workspace a piece of work acts in, without the HTTP request: a route builds it from the guarded
 * request (`requireScope`), a job from the workspace it works for (`systemScope`). Every query of
 * workspace data takes its workspace from a scope through the helpers below — the only place where a
 * `space_id` filter is written (lint refuses one anywhere else).
 */
export interface WorkspaceScope {
  spaceId: string;
  /** null for background work done by the system. */
  userId: string | null;
  isAdmin: boolean;
  /** The accounts a member may use (`available_credentials`); null means every account of the workspace. */
  availableCredentials: string[] | null;
}

export function requireScope(request: FastifyRequest): WorkspaceScope {
  const { space, member, user } = request.auth;
  if (!space || !member || !user) throw forbidden(CODES.workspaceRequired);
  return scopeOfMember(space.id, { ...member, userId: user.id });
}

/** A member's scope in a workspace: admins use every account, members their available_credentials. */
export const scopeOfMember = (
  spaceId: string,
  member: { userId: string; isAdmin: boolean; availableCredentials: string[] },
): WorkspaceScope => ({
  spaceId,
  userId: member.userId,
  isAdmin: member.isAdmin,
  availableCredentials: member.isAdmin ? null : member.availableCredentials,
});

/** Background work for a workspace: the system acts as an admin of it. */
export const systemScope = (spaceId: string): WorkspaceScope => ({
  spaceId,
  userId: null,
  isAdmin: true,
  availableCredentials: null,
});

type SpaceRef = string | { spaceId: string } | AnyPgColumn | SQL;

const spaceValue = (space: SpaceRef) =>
  typeof space === 'object' && space !== null && 'spaceId' in space && typeof space.spaceId === 'string'
    ? space.spaceId
    : (space as string | AnyPgColumn | SQL);

/** `<table>.space_id = <workspace>`: the where-builder every query of workspace data uses. */
export function inSpace(table: { spaceId: AnyPgColumn }, space: SpaceRef): SQL {
  // eslint-disable-next-line no-restricted-syntax -- the one place the workspace filter is written
  return eq(table.spaceId, spaceValue(space));
}

/** Several workspaces at once, e.g. the list of the caller's own workspaces. */
export function inSpaces(table: { spaceId: AnyPgColumn }, spaceIds: string[]): SQL {
  // eslint-disable-next-line no-restricted-syntax -- the one place the workspace filter is written
  return inArray(table.spaceId, spaceIds);
}

/** Every workspace but these (the engine's pass leaves workspaces being replayed to their replay). */
export function notInSpaces(table: { spaceId: AnyPgColumn }, spaceIds: string[]): SQL {
  return notInArray(table.spaceId, spaceIds);
}

/** The same filter for hand-written SQL: `<alias>.space_id = <workspace>`. */
export function sqlInSpace(alias: string, space: string | { spaceId: string }): SQL {
  // eslint-disable-next-line no-restricted-syntax -- the one place the workspace filter is written
  return sql`${sql.identifier(alias)}.space_id = ${typeof space === 'string' ? space : space.spaceId}`;
}

export type AccountRow = typeof credentials.$inferSelect;

/** May this scope act through that account? Admins (and the system) every account; members their own. */
export const mayUseAccount = (scope: WorkspaceScope, credentialId: string): boolean =>
  scope.availableCredentials === null || scope.availableCredentials.includes(credentialId);

/**
 * The one account check: the account is live in the scope's workspace and the scope may use it. Anything
 * else is the same 404 'Credentials not found', so ids of other workspaces and other members leak nothing.
 * Routes and jobs alike call it (no HTTP request needed).
 */
export async function requireAccount(
  db: Db,
  scope: WorkspaceScope,
  credentialId: string,
): Promise<AccountRow> {
  if (!isUuid(credentialId) || !mayUseAccount(scope, credentialId)) throw notFound(CODES.credentialsNotFound);
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, credentialId), inSpace(credentials, scope), isNull(credentials.deletedAt)))
    .limit(1);
  if (!row) throw notFound(CODES.credentialsNotFound);
  return row;
}
