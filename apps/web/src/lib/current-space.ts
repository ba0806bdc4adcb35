/**
 * Who is working where, for code outside React's tree and for features that must not import the
 * app: the workspace every call is made in (sent as the `space` query parameter) and the user id.
 * Set by the app from the address (`?space=`) or the user's current space, on every render of the root.
 */
let currentSpace: string | null = null;
let currentUserId: string | null = null;

export function getCurrentSpace(): string | null {
  return currentSpace;
}

export function setCurrentSpace(spaceId: string | null): void {
  currentSpace = spaceId;
}

export function getCurrentUserId(): string | null {
  return currentUserId;
}

export function setCurrentUserId(userId: string | null): void {
  currentUserId = userId;
}
