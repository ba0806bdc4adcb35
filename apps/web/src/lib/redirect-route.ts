import { redirect, type RouteObject } from 'react-router';

/**
 * A route that only forwards to another address, keeping the query (`?space=…`). Answered by the router
 * before anything renders, so the target screen's code and data start loading at once — unlike a
 * `<Navigate>` element, which waits until the layout above it has rendered.
 */
export function redirectRoute(path: string | undefined, to: string): RouteObject {
  const loader = ({ request }: { request: Request }) => redirect(to + new URL(request.url).search);
  return path === undefined ? { index: true, loader } : { path, loader };
}
