import { clock } from '../../../lib/clock.js';
import { startHubSpotFake, type HubSpotFake } from './hubspot-fake.js';
import { startPipedriveFake, type PipedriveFake } from './pipedrive-fake.js';

export interface SandboxCrms {
  hubspot: HubSpotFake;
  pipedrive: PipedriveFake;
  close(): Promise<void>;
}

/**
 * The sandbox CRMs: the local HubSpot and Pipedrive fakes, started on 127.0.0.1 the first time a
 * workspace without a configured OAuth app uses them. They keep their records in memory (a restart
 * empties them; Leadloop's links then point at records that are gone, which a push repairs).
 */
export async function startSandboxCrms(): Promise<SandboxCrms> {
  const now = () => clock.now();
  const [hubspot, pipedrive] = await Promise.all([startHubSpotFake({ now }), startPipedriveFake({ now })]);
  return {
    hubspot,
    pipedrive,
    close: async () => {
      await Promise.all([hubspot.close(), pipedrive.close()]);
    },
  };
}
