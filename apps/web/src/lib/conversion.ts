/**
 * 000 §4: the paid redirect fires the conversion event. Leadloop's choice: once a plan payment is
 * confirmed (the payment-in-progress page sees the workspace paid), a `leadloop:conversion` window event
 * carries the workspace and its tier, and a tag manager on the page (a `dataLayer`) gets a `purchase`
 * entry — before the app moves on to campaigns.
 */
export const CONVERSION_EVENT = 'leadloop:conversion';

export interface Conversion {
  space_id: string;
  tier: number;
}

export function fireConversion(detail: Conversion): void {
  window.dispatchEvent(new CustomEvent(CONVERSION_EVENT, { detail }));
  const tagManager = (window as { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(tagManager)) tagManager.push({ event: 'purchase', ...detail });
}
