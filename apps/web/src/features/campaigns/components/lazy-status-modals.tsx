import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import type * as Modals from './status-modals';
import type { Workflow } from '../types';

/**
 * A campaign status modal as its own chunk (Modal, Select, Checkbox are not needed to show the list):
 * fetched the first time a campaign is chosen, then kept mounted so it can animate closed and open again.
 */
function lazyModal<P extends { workflow: Workflow | null }>(load: () => Promise<ComponentType<P>>) {
  const Modal = lazy(async () => ({ default: await load() }));
  return function LazyStatusModal(props: P) {
    const [wanted, setWanted] = useState(false);
    if (!wanted && props.workflow) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}

export const PauseModal = lazyModal<ComponentProps<typeof Modals.PauseModal>>(() =>
  import('./status-modals').then((m) => m.PauseModal),
);
export const ResumeModal = lazyModal<ComponentProps<typeof Modals.ResumeModal>>(() =>
  import('./status-modals').then((m) => m.ResumeModal),
);
export const DeleteModal = lazyModal<ComponentProps<typeof Modals.DeleteModal>>(() =>
  import('./status-modals').then((m) => m.DeleteModal),
);
