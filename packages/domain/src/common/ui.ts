/** 000 §1 interface languages (EN, FR, DE, PT, ES). */
export const UI_LANGUAGES = ['en', 'fr', 'de', 'pt', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** 000 §1 themes. */
export const THEMES = ['light', 'dark'] as const;
