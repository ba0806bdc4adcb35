/** Workspace shapes: the API's own schemas (packages/domain spaces/entities). */
import type { GrantedAccess } from '@leadloop/domain/spaces/enums';

export type {
  CodeInvite,
  Invite,
  SpaceSummary,
  Workspace,
  WorkspaceUser,
} from '@leadloop/domain/spaces/entities';
export type { GrantedAccess, InviteStatus } from '@leadloop/domain/spaces/enums';
export type SpaceStatus = import('@leadloop/domain/spaces/entities').Workspace['status'];

export type { InvitePreview } from '@leadloop/domain/spaces/entities';
