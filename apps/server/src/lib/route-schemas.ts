import { z } from 'zod';

/**
 * Query and path schemas every route shares, defined once. `space` stays optional here: the auth guard
 * (config.auth 'space' / 'spaceAdmin') refuses a workspace route without it before validation runs.
 */
export const spaceQuery = z.object({ space: z.string().max(100).optional() });

/** `?space=&credentials_id=`: a workspace route narrowed to one of its accounts. */
export const accountQuery = spaceQuery.extend({ credentials_id: z.uuid().optional() });

/** `/:id` of any workspace object (a uuid is checked by the use case, which answers 404 for a bad one). */
export const idParams = z.object({ id: z.string().max(100) });
