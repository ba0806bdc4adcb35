import { CODES } from '@leadloop/domain';
import type { ChangePasswordBody, UpdateUserBody } from '@leadloop/domain/auth/rules';
import type { AppContext } from '../../lib/context.js';
import type { UserRow } from '../../lib/auth-guard.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { saveImage, type UploadedFile } from '../../lib/uploads.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { revokeUserTokens } from '../../lib/tokens.js';
import { findMembership, assertChoosable, requireSpaceRow } from '../spaces/index.js';
import { updateUser } from './queries.js';
import { toUserView } from './user-view.js';

function changed(ctx: AppContext, user: UserRow) {
  ctx.realtime.emitToUser(user.id, 'update_user', { _id: user.id });
  return toUserView(user);
}

export async function updateProfile(ctx: AppContext, user: UserRow, body: UpdateUserBody) {
  const values: Partial<UserRow> = {};
  if (body.first_name !== undefined) values.firstName = body.first_name;
  if (body.last_name !== undefined) values.lastName = body.last_name;
  if (body.phone !== undefined) values.phone = body.phone;
  return changed(ctx, await updateUser(ctx.db, user.id, values));
}

export async function saveUserPhoto(ctx: AppContext, user: UserRow, file: UploadedFile) {
  const avatar = await saveImage(ctx.config.dataDir, file);
  return changed(ctx, await updateUser(ctx.db, user.id, { avatar }));
}

/** Other sessions are signed out; the one that changed the password stays. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  tokenId: string,
  body: ChangePasswordBody,
) {
  if (!(await verifyPassword(user.passwordHash, body.old_password))) throw badRequest(CODES.wrongPassword);
  const updated = await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(body.password) });
  await revokeUserTokens(ctx.db, user.id, tokenId);
  return changed(ctx, updated);
}

/** POST /users/set_space: only a space the user belongs to, and only an active one. */
export async function setCurrentSpace(ctx: AppContext, user: UserRow, spaceId: string) {
  const space = await requireSpaceRow(ctx, spaceId);
  if (!(await findMembership(ctx.db, space.id, user.id))) throw forbidden(CODES.notWorkspaceMember);
  assertChoosable(space);
  return changed(ctx, await updateUser(ctx.db, user.id, { currentSpaceId: space.id }));
}
