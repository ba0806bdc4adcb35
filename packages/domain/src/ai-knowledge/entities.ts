import { z } from 'zod';

/**
 * Ai Knowledge: the shapes the API answers with. The server registers them as response schemas (checked in
 * every test) and returns their types; the web imports the same types. One definition of each.
 */
export const aiKnowledgeListSchema = z.object({
  space_id: z.string(),
  items: z.array(z.object({ _id: z.string() })),
});
export type AiKnowledgeList = z.infer<typeof aiKnowledgeListSchema>;
