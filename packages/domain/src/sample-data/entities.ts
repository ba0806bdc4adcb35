import { z } from 'zod';

/** 000 §2 (issue 12 item 7): a sample workspace's state while its first 14 days are replayed, and after. */
export const SAMPLE_STATUSES = ['building', 'ready', 'failed'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

/** Days of campaign the sample workspace's account has run when it is ready. */
export const SAMPLE_DAYS = 14;

/** POST /sample_data/create, GET /sample_data/status. */
export const sampleWorkspaceSchema = z.object({
  space_id: z.string(),
  status: z.enum(SAMPLE_STATUSES),
  /** Percent of the replay done (100 when ready). */
  progress: z.number().int().min(0).max(100),
});
export type SampleWorkspace = z.infer<typeof sampleWorkspaceSchema>;

/** POST /sample_data/delete. */
export const sampleDeletedSchema = z.object({ space_id: z.string(), deleted: z.literal(true) });
export type SampleDeleted = z.infer<typeof sampleDeletedSchema>;
