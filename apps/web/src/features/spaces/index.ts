// The public face of spaces: what other areas may use. Everything else in this folder is private.
export { AppSessionContext, prefetchAppSession, useAppSession, useAppSessionContext } from './app-session';
export type { AppSession } from './app-session';
export { SampleBadge, SampleBanner, useTrySampleData } from './components/sample-data';
export { LazyWorkspaceSwitcher } from './components/lazy-workspace-switcher';
export { LazySampleBanner } from './components/lazy-sample-banner';
export { WorkspaceSettingsTabs } from './components/workspace-settings-tabs';
export { billingStateRoutes, spaceRoutes, spaceShellRoutes } from './routes';
export { switchWorkspace } from './api/set-space';
export type { SpaceSummary, Workspace } from './types';
