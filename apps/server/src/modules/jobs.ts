import type { RegisterJobs } from '../lib/job-registry.js';
import { registerCredentialJobs } from './credentials/maintenance.js';
import { registerEngineJobs } from './engine/jobs.js';
import { registerInboxJobs } from './inbox/jobs.js';
import { registerWorkflowJobs } from './workflows/jobs.js';

/** Every module's background work (lib/job-registry.ts). Add one line per module that has some. */
export const JOB_REGISTRATIONS: readonly RegisterJobs[] = [
  registerWorkflowJobs,
  registerEngineJobs,
  registerInboxJobs,
  registerCredentialJobs,
];
