/** 000 §2: the onboarding's company overview step hides the language switcher (kept light: the shell imports it). */
export const hidesLanguageSwitcher = (pathname: string) =>
  pathname.replace(/\/+$/, '') === '/onboarding/ai-employee/company-overview';
