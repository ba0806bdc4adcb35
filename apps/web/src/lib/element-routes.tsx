import { Suspense, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageState } from '../components/page-state';

type LazyLoader = () => Promise<{ Component?: ComponentType | null }>;

/**
 * Route objects whose screens load lazily (`lazy: lazyPage(…)`), made usable inside `useRoutes`, which
 * ignores `lazy` (only the app's data router honours it). A console that routes within its own chunk (the
 * admin console) mounts the route lists of other areas this way, so none of them reaches the app's entry.
 */
export function elementRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? elementRoutes(route.children) : undefined;
    if (typeof route.lazy !== 'function') return { ...route, children } as RouteObject;
    const load = route.lazy as LazyLoader;
    const Screen = lazy(async () => {
      const { Component } = await load();
      if (!Component) throw new Error(`route ${route.path ?? '(index)'} has no component`);
      return { default: Component };
    });
    const { lazy: _lazy, ...rest } = route;
    return {
      ...rest,
      children,
      element: (
        <Suspense fallback={<PageState kind="loading" />}>
          <Screen />
        </Suspense>
      ),
    } as RouteObject;
  });
}
