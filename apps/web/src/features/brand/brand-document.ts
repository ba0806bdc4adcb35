import { useEffect } from 'react';
import i18n from 'i18next';
import type { Brand } from './types';

/**
 * What the page wears outside React's tree (and the network's name in every text that says it): the brand's name as the document title, its favicon, and its
 * support chat (each vendor's snippet, its own chunk, fetched after the first screen).
 */
export function useBrandDocument(brand: Brand | undefined): void {
  // Texts that name the network say `{{network}}`: set before the screens below render (i18next reads it per call).
  const interpolation = i18n.options.interpolation;
  if (brand && interpolation) interpolation.defaultVariables = { network: brand.network_name };
  useEffect(() => {
    if (!brand) return;
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
  }, [brand]);
}
