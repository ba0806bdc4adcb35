import { CODES } from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { recordHit, type HitMeta } from './hits.js';
import { findLink } from './links.js';

/**
 * A public hit on a pixel or a tracked link: recorded when a person made it (hits.ts), and answered either
 * way. Returns a click's target; an unknown click id is a 404, an unknown pixel id just gets the pixel.
 */
export async function openLink(
  ctx: AppContext,
  id: string,
  kind: 'open' | 'click',
  hit: HitMeta,
): Promise<string> {
  const link = await findLink(ctx.db, id);
  if (!link || link.kind !== kind) {
    if (kind === 'click') throw notFound(CODES.notFound);
    return '';
  }
  try {
    await recordHit(ctx, link, hit);
  } catch (error) {
    // the person still reaches the page: a failed record is logged, never a broken link
    ctx.log.error({ err: error, link: link.id }, 'tracking hit not recorded');
  }
  return link.url;
}
