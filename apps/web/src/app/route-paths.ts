import type { RouteObject } from 'react-router';

/** Every path of a route table, its nesting joined ('/' for the root; index and layout routes add none). */
export function routePaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${base.replace(/\/$/, '')}/${route.path}`
      : base;
    const own = route.path ? [here] : [];
    return [...own, ...routePaths(route.children ?? [], here)];
  });
}
