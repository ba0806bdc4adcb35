import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { WorkspaceSwitcher as Switcher } from './workspace-switcher';

const WorkspaceSwitcher = lazy(() =>
  import('./workspace-switcher').then((m) => ({ default: m.WorkspaceSwitcher })),
);

/** The switch-workspace modal, whose code (and the workspace grid) loads the first time it opens. */
export function LazyWorkspaceSwitcher(props: ComponentProps<typeof Switcher>) {
  const [used, setUsed] = useState(props.opened);
  useEffect(() => {
    if (props.opened) setUsed(true);
  }, [props.opened]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <WorkspaceSwitcher {...props} />
    </Suspense>
  );
}
