import { useEffect } from 'react';
import type { Brand } from './types';

/**
 * What the page wears outside React's tree: the brand's name as the document title, its favicon, and its
 * support chat (each vendor's snippet, its own chunk, fetched after the first screen).
 */
export function useBrandDocument(brand: Brand | undefined): void {
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
