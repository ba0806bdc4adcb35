// The public face of preferences: what other areas may use. Everything else in this folder is private.
export { LanguageMenu } from './components/language-menu';
export { ThemeToggle } from './components/theme-toggle';
export { preferencesRoutes } from './routes';
export { UserSettingsTabs } from './components/user-settings-tabs';
