import type {
  Menu as MantineMenu,
  MenuProps,
  Modal as MantineModal,
  ModalProps,
  Popover as MantinePopover,
  PopoverProps,
  Tooltip as MantineTooltip,
  TooltipProps,
} from '@mantine/core';
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { afterFirstScreen } from '../lib/after-first-screen';

/**
 * Stand-ins for Mantine's Menu, Popover, Tooltip and Modal with the same API, for screens everyone sees
 * first (the shell, My Campaigns): their triggers render at once, the popup code (with Floating UI, focus
 * trap, transitions) loads after the first screen has its data — or at once when a trigger is used, the
 * popup then opening as soon as it has loaded. Import them from here instead of '@mantine/core'.
 */
type Popups = typeof import('./popups');

let popups: Popups | null = null;
let loading: Promise<Popups> | null = null;
const listeners = new Set<() => void>();

export function loadPopups(): Promise<Popups> {
  loading ??= import('./popups').then((module) => {
    popups = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function usePopups(): Popups | null {
  const loaded = useSyncExternalStore(subscribe, () => popups);
  useEffect(() => {
    if (!popups) void afterFirstScreen().then(loadPopups);
  }, []);
  return loaded;
}

/** Before the popup code is there: only the trigger, which asks for the code when clicked. */
function triggerOnly(children: ReactNode, target: ComponentType, onUse: () => void): ReactNode {
  const targetElement = Children.toArray(children).find(
    (child): child is ReactElement<{ children: ReactElement<{ onClick?: (e: MouseEvent) => void }> }> =>
      isValidElement(child) && child.type === target,
  );
  const trigger = targetElement?.props.children;
  if (!isValidElement(trigger)) return null;
  return cloneElement(trigger, {
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      onUse();
    },
  });
}

function part<K extends 'Menu' | 'Popover'>(kind: K, name: string) {
  const Part = (props: Record<string, unknown>) => {
    const Real = (popups?.[kind] as unknown as Record<string, ComponentType> | undefined)?.[name];
    if (Real) return <Real {...props} />;
    return name === 'Target' ? (props.children as ReactNode) : null;
  };
  Part.displayName = `Deferred${kind}.${name}`;
  return Part;
}

const MenuTarget = part('Menu', 'Target');
const PopoverTarget = part('Popover', 'Target');

function DeferredMenu(props: MenuProps) {
  const real = usePopups();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (real) return <real.Menu {...props} defaultOpened={props.defaultOpened || openOnLoad} />;
  return triggerOnly(props.children, MenuTarget, () => {
    setOpenOnLoad(true);
    void loadPopups();
  });
}

function DeferredPopover(props: PopoverProps) {
  const real = usePopups();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (real) return <real.Popover {...props} defaultOpened={props.defaultOpened || openOnLoad} />;
  return triggerOnly(props.children, PopoverTarget, () => {
    setOpenOnLoad(true);
    void loadPopups();
  });
}

function DeferredTooltip(props: TooltipProps) {
  const real = usePopups();
  return real ? <real.Tooltip {...props} /> : props.children;
}

function DeferredModal(props: ModalProps) {
  const real = usePopups();
  useEffect(() => {
    if (props.opened) void loadPopups();
  }, [props.opened]);
  return real ? <real.Modal {...props} /> : null;
}

export const Menu = Object.assign(DeferredMenu, {
  Target: MenuTarget,
  Dropdown: part('Menu', 'Dropdown'),
  Item: part('Menu', 'Item'),
  Divider: part('Menu', 'Divider'),
  Label: part('Menu', 'Label'),
}) as unknown as typeof MantineMenu;

export const Popover = Object.assign(DeferredPopover, {
  Target: PopoverTarget,
  Dropdown: part('Popover', 'Dropdown'),
}) as unknown as typeof MantinePopover;

export const Tooltip = DeferredTooltip as unknown as typeof MantineTooltip;
export const Modal = DeferredModal as unknown as typeof MantineModal;
