import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/index.js';
import { uploadsRoutes } from '../lib/uploads.js';
import { brandRoutes } from './brand/index.js';
import { authRoutes } from './auth/index.js';
import { usersRoutes } from './users/index.js';
import { spacesRoutes } from './spaces/index.js';
import { testHooksRoutes, sandboxTestRoutes, engineTestRoutes } from './test-hooks/index.js';
import { prospectsRoutes } from './prospects/index.js';
import { labelsRoutes } from './labels/index.js';
import { notesRoutes } from './notes/index.js';
import { creditsRoutes } from './credits/index.js';
import { enrichmentRoutes } from './enrichment/index.js';
import { inboxRoutes } from './inbox/index.js';
import { credentialsRoutes } from './credentials/index.js';
import { accountSettingsRoutes } from './account-settings/index.js';
import { voicemailRoutes } from './voicemail/index.js';
import { proxyRoutes } from './proxy/index.js';
import { workflowsRoutes } from './workflows/index.js';
import { integrationsRoutes } from './integrations/index.js';
import { reportsRoutes } from './reports/index.js';
import { sampleDataRoutes } from './sample-data/index.js';

/** Every feature's routes, mounted under /api. Add one line per feature module. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(uploadsRoutes);
  await app.register(brandRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(spacesRoutes);
  await app.register(testHooksRoutes);
  await app.register(sandboxTestRoutes);
  await app.register(prospectsRoutes);
  await app.register(labelsRoutes);
  await app.register(notesRoutes);
  await app.register(creditsRoutes);
  await app.register(enrichmentRoutes);
  await app.register(inboxRoutes);
  await app.register(credentialsRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(voicemailRoutes);
  await app.register(proxyRoutes);
  await app.register(workflowsRoutes);
  await app.register(engineTestRoutes);
  await app.register(integrationsRoutes);
  await app.register(reportsRoutes);
  await app.register(sampleDataRoutes);
}
