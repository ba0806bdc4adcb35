/** Workspace shapes: the API's own schemas (packages/domain spaces/entities). */
import type { Workspace } from '@leadloop/domain/spaces/entities';

export type {
  CodeInvite,
  Invite,
  InvitePreview,
  SpaceSummary,
  Workspace,
  WorkspaceUser,
} from '@leadloop/domain/spaces/entities';
export type { GrantedAccess, InviteStatus } from '@leadloop/domain/spaces/enums';
export type SpaceStatus = Workspace['status'];
