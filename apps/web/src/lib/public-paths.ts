import { isPublicPath } from '@leadloop/domain/constants/timeouts';

/** 000 §2: paths containing auth, error or /v/ are public (no sign-in redirect on 401). */
export { isPublicPath };

/** Pages anyone may open, signed in or not (legal pages besides the public path rule). */
export const OPEN_PATHS = ['/terms-of-use', '/privacy-policy'];

export function isOpenPath(pathname: string): boolean {
  return isPublicPath(pathname) || OPEN_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
