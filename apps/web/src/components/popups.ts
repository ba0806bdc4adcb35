// The Mantine components the deferred facades (deferred-mantine.tsx) stand in for: one chunk, loaded
// after the first screen or when a trigger is first used.
export { Menu, Modal, Popover, Tooltip } from '@mantine/core';
