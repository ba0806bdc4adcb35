// The public face of credentials: what other areas may use. Everything else in this folder is private.
export { credentialsQueryOptions } from './api/fetch-credentials';
export { useFeatures } from './api/fetch-features';
export {
  refreshCredentials,
  useDeleteCredential,
  usePauseCredential,
  useReconnect,
  useRefreshProxy,
  useSetProxy,
  useUpdateCredential,
  useVerifyEmail,
} from './api/mutations';
export { AccountSwitcher } from './components/account-switcher';
export { ActivityNotice } from './components/activity-notice';
export { activityView } from './components/activity';
export { CredentialAvatar } from './components/credential-avatar';
export { SidebarAccount } from './components/sidebar-account';
export { countryName } from './geo';
export { useNow } from './hooks/use-now';
export {
  prefetchSelectedCredential,
  SELECTED_CRED_PARAM,
  useSelectedCredential,
} from './hooks/use-selected-credential';
export { useOpenWizard } from './hooks/use-wizard-link';
export { credentialsRoutes } from './routes';
export { credentialName } from './types';
export type { Credential } from './types';
export { LocationStep } from './wizard/steps/location-step';
export { ScheduleFields } from './wizard/steps/schedule-step';
export { TwoFactorForm } from './wizard/steps/two-factor-form';
export { customProxyBody, useWizardForm, validateStep } from './wizard/use-wizard-form';
export type { WizardValues } from './wizard/use-wizard-form';
