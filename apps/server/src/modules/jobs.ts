import type { RegisterJobs } from '../lib/job-registry.js';
import { registerBillingJobs } from './billing/index.js';
import { registerCredentialJobs } from './credentials/index.js';
import { registerCrmJobs } from './crm/index.js';
import { registerEngineJobs } from './engine/index.js';
import { registerInboxJobs } from './inbox/index.js';
import { registerNotificationJobs } from './notifications/index.js';
import { registerReportJobs } from './reports/index.js';
import { registerSampleDataJobs } from './sample-data/index.js';
import { registerTaskJobs } from './tasks/index.js';
import { registerWebhookJobs } from './webhooks/index.js';
import { registerWorkflowJobs } from './workflows/index.js';
import { registerAiJobs } from './ai/index.js';
import { registerVideoJobs } from './videos/index.js';
import { registerHealthIndexJobs } from './health-index/index.js';
import { registerAdminJobs } from './admin/index.js';
import { registerTrackingJobs } from './tracking/index.js';
import { registerAiKnowledgeJobs } from './ai-knowledge/index.js';
import { registerEnrichmentJobs } from './enrichment/index.js';
import { registerMailboxesJobs } from './mailboxes/index.js';
import { registerDialerJobs } from './dialer/index.js';

/** Every module's background work (lib/job-registry.ts). Add one line per module that has some. */
export const JOB_REGISTRATIONS: readonly RegisterJobs[] = [
  registerWorkflowJobs,
  registerEngineJobs,
  registerInboxJobs,
  registerCredentialJobs,
  registerSampleDataJobs,
  registerTaskJobs,
  registerNotificationJobs,
  registerReportJobs,
  registerWebhookJobs,
  registerAiJobs,
  registerCrmJobs,
  registerBillingJobs,
  registerVideoJobs,
  registerHealthIndexJobs,
  registerAdminJobs,
  registerTrackingJobs,
  registerAiKnowledgeJobs,
  registerEnrichmentJobs,
  registerMailboxesJobs,
  registerDialerJobs,
];
