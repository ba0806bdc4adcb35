import { z } from 'zod';
import { isoDateSchema } from '../common/entity.js';

/** GET /admin/monitoring: engine, job queue, sync and error figures read from the database. */
export const monitoringSchema = z.object({
  at: isoDateSchema,
  engine: z.object({
    /** Campaign prospects whose next step is due now. */
    due_now: z.number().int(),
    /** Campaign prospects with a next step planned (due or later). */
    scheduled: z.number().int(),
    /** Seconds since the oldest due step became due (0 when none is late). */
    oldest_due_seconds: z.number().int(),
    /** Actions done per minute over the last 5 minutes. */
    actions_per_min: z.number(),
    done_1h: z.number().int(),
    failed_1h: z.number().int(),
    error_rate_1h: z.number(),
  }),
  jobs: z.object({
    queued: z.number().int(),
    active: z.number().int(),
    failed_24h: z.number().int(),
    queues: z.array(
      z.object({
        name: z.string(),
        queued: z.number().int(),
        active: z.number().int(),
        failed_24h: z.number().int(),
        completed_1h: z.number().int(),
      }),
    ),
  }),
  sync: z.object({
    accounts: z.number().int(),
    /** Accounts whose last inbox sync is older than 5 minutes. */
    lagging: z.number().int(),
    with_errors: z.number().int(),
    avg_lag_ms: z.number().int(),
    max_lag_ms: z.number().int(),
    oldest_sync_seconds: z.number().int(),
  }),
  errors: z.object({
    mail_failed_24h: z.number().int(),
    webhook_failed_24h: z.number().int(),
    webhook_error_rate_24h: z.number(),
  }),
  /** Actions per minute over the last hour (oldest first). */
  series: z.array(z.object({ at: isoDateSchema, done: z.number().int(), failed: z.number().int() })),
});
export type Monitoring = z.infer<typeof monitoringSchema>;

export const chartsQuery = z.object({
  brands: z.string().max(200).optional(),
  days: z.coerce.number().int().min(7).max(90).default(30),
});

/** GET /admin/charts: two brands compared day by day. */
export const brandChartsSchema = z.object({
  brands: z.array(z.string()),
  compared: z.array(z.string()),
  days: z.array(z.string()),
  series: z.array(
    z.object({
      brand: z.string(),
      points: z.array(
        z.object({
          day: z.string(),
          actions: z.number().int(),
          replies: z.number().int(),
          new_customers: z.number().int(),
        }),
      ),
      totals: z.object({
        customers: z.number().int(),
        actions: z.number().int(),
        replies: z.number().int(),
        new_customers: z.number().int(),
      }),
    }),
  ),
});
export type BrandCharts = z.infer<typeof brandChartsSchema>;
