import { z } from 'zod';

/**
 * Agency: the shapes the API answers with. The server registers them as response schemas (checked in
 * every test) and returns their types; the web imports the same types. One definition of each.
 */
export const agencyListSchema = z.object({
  space_id: z.string(),
  items: z.array(z.object({ _id: z.string() })),
});
export type AgencyList = z.infer<typeof agencyListSchema>;
