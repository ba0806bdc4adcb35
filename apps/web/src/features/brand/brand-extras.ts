import type { Brand } from './types';

/** A brand's favicon and title on the document, and its support chat (the vendor's snippet) once idle. */
export function applyBrandExtras(brand: Brand): void {
  if (!document.title || document.title === 'Leadloop') document.title = brand.name;
  if (brand.favicon_url) {
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = brand.favicon_url;
  }
  if (brand.support.type !== 'none' && brand.support.app_id) {
    const support = brand.support;
    const start = () => void import('./support-chat').then((m) => m.loadSupportChat(support));
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
    else setTimeout(start, 1500);
  }
}
