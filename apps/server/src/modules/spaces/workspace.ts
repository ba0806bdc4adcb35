import { CODES } from '@leadloop/domain';
import type { AllowedPage } from '@leadloop/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { CreateSpaceBody, SpaceAppearance, UpdateSpaceObject } from '@leadloop/domain/spaces/rules';
import { spaces } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { isUuid, type SpaceRow, type UserRow } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { saveImage, type UploadedFile } from '../../lib/uploads.js';
import { planFor } from '../../lib/plans.js';
import { newWorkspaceTrial } from '../../lib/trial.js';
import type { Db } from '../../db/client.js';
import { brandOf } from '../brand/index.js';
import { addMember, findMembership, findSpace } from './membership.js';
import { findSpaceByCode, replaceCodeInvite } from './code-invites.js';
import { spaceSummary, toWorkspaceView } from './space-view.js';

/** The creator becomes its admin, it gets its join code, and it becomes the creator's current space. */
export async function createSpace(ctx: AppContext, user: UserRow, body: CreateSpaceBody) {
  if (!(await brandOf(ctx.db, user.brand)).can_create_workspaces)
    throw forbidden(CODES.cannotCreateWorkspace);
  const [space] = await ctx.db
    .insert(spaces)
    .values({
      name: body.name,
      brand: user.brand,
      // The brand's trial: its plan until trial_ends_at, then the billing job moves it on (issue 33).
      ...(await newWorkspaceTrial(ctx.db, user.brand)),
      promotekitReferral: body.promotekit_referral ?? null,
      createdBy: user.id,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning();
  if (!space) throw new Error('space insert returned nothing');
  await addMember(ctx.db, space.id, user.id, { isAdmin: true });
  await replaceCodeInvite(ctx.db, space.id);
  ctx.realtime.emitToUser(user.id, 'update_user', { _id: user.id });
  return toWorkspaceView(ctx.db, space);
}

export async function updateSpace(ctx: AppContext, space: SpaceRow, changes: UpdateSpaceObject) {
  const values: Partial<Omit<SpaceRow, 'config'>> & { config?: SQL } = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.config) values.config = appearanceConfig(changes.config);
  const [row] = await ctx.db
    .update(spaces)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(spaces.id, space.id))
    .returning();
  notifySpace(ctx, space.id);
  return toWorkspaceView(ctx.db, row!);
}

/** `#abc` → `#aabbcc`: every reader of the colour (the theme, the preview) gets six digits. */
const sixDigits = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

/** The appearance merged into the workspace's config; a null colour removes it (the brand's applies again). */
function appearanceConfig({ color, logo_shape }: SpaceAppearance): SQL {
  const set = {
    ...(color ? { color: sixDigits(color) } : {}),
    ...(logo_shape ? { logo_shape } : {}),
  };
  const merged = sql`${spaces.config} || ${JSON.stringify(set)}::jsonb`;
  return color === null ? sql`(${merged}) - 'color'` : merged;
}

export async function saveSpacePhoto(ctx: AppContext, space: SpaceRow, file: UploadedFile) {
  const photo = await saveImage(ctx.config.dataDir, file);
  const [row] = await ctx.db
    .update(spaces)
    .set({ photo, updatedAt: clock.now() })
    .where(eq(spaces.id, space.id))
    .returning();
  notifySpace(ctx, space.id);
  return toWorkspaceView(ctx.db, row!);
}

/** POST /space/join: by the space's 12-character code; joining again is harmless. */
export async function joinByCode(ctx: AppContext, user: UserRow, code: string) {
  const space = await findSpaceByCode(ctx.db, code);
  if (!space) throw notFound(CODES.spaceNotFound);
  assertChoosable(space);
  const existing = await findMembership(ctx.db, space.id, user.id);
  if (!existing) {
    const settings = (
      space.config as { sign_up_settings?: { granted_access: string; allowed_pages?: AllowedPage[] | null } }
    ).sign_up_settings;
    await addMember(ctx.db, space.id, user.id, {
      isAdmin: settings?.granted_access === 'admin',
      allowedPages: settings?.allowed_pages ?? null,
    });
    notifySpace(ctx, space.id);
  }
  return spaceSummary(ctx.db, user.id, space.id);
}

/** Only active spaces can be chosen or joined (000 §4 Workspace). */
export function assertChoosable(space: SpaceRow): void {
  if (space.status !== 'active') throw badRequest(CODES.canNotChoose, { status: space.status });
}

/** GET /space/features: the tier's flags as the catalogue holds them (lib/plans.ts). */
export async function spaceFeatures(db: Db, space: SpaceRow) {
  const plan = await planFor(db, space.tier);
  return { tier: space.tier, features: plan.features };
}

export async function requireSpaceRow(ctx: AppContext, spaceId: string): Promise<SpaceRow> {
  const space = isUuid(spaceId) ? await findSpace(ctx.db, spaceId) : undefined;
  if (!space) throw notFound(CODES.spaceNotFound);
  return space;
}

/** Tells every member's open tabs that the workspace changed (they refetch it). */
export function notifySpace(ctx: AppContext, spaceId: string): void {
  ctx.realtime.emitToSpace(spaceId, 'update_space', { _id: spaceId });
}
