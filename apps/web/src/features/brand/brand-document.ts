import { useEffect } from 'react';
import i18n from 'i18next';
import type { Brand } from './types';

/**
 * The network's name and the brand's own name in every text that says them (`{{network}}`, `{{brand}}`,
 * set before the screens below render), and,
 * for a brand that has them, its favicon, title and support chat — applied from their own chunk, after the
 * first screen (the shell's JS budget).
 */
export function useBrandDocument(brand: Brand | undefined): void {
  const interpolation = i18n.options.interpolation;
  if (brand && interpolation)
    interpolation.defaultVariables = { network: brand.network_name, brand: brand.name };
  useEffect(() => {
    if (brand && (brand.favicon_url || brand.brand !== 'leadloop' || brand.support.type !== 'none'))
      void import('./brand-extras').then((m) => m.applyBrandExtras(brand));
  }, [brand]);
}
