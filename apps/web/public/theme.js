/* global document, localStorage */
// Applies the stored theme before the app loads, so a dark page never flashes white. A file, not an
// inline script: the Content-Security-Policy allows scripts from this origin only (server lib/security-headers.ts).
try {
  document.documentElement.setAttribute(
    'data-mantine-color-scheme',
    localStorage.getItem('theme') === 'dark' ? 'dark' : 'light',
  );
} catch {
  // Storage may be off (private mode): the light theme stays.
}
