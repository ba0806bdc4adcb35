/**
 * The workspace every call is made in (sent as the `space` query parameter).
 * Set by the app from the address (`?space=`) or the user's current space.
 */
let currentSpace: string | null = null;

export function getCurrentSpace(): string | null {
  return currentSpace;
}

export function setCurrentSpace(spaceId: string | null): void {
  currentSpace = spaceId;
}
