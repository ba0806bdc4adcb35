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
  seedDemo(hubspot, pipedrive, now());
  return {
    hubspot,
    pipedrive,
    close: async () => {
      await Promise.all([hubspot.close(), pipedrive.close()]);
    },
  };
}

/** A few deals so a sandbox board looks like a CRM in use (not linked to any prospect). */
function seedDemo(hubspot: HubSpotFake, pipedrive: PipedriveFake, at: Date): void {
  const names = ['Northwind renewal', 'Contoso pilot', 'Fabrikam expansion', 'Tailspin onboarding'];
  const hsStages = ['appointmentscheduled', 'qualifiedtobuy', 'contractsent', 'appointmentscheduled'];
  names.forEach((name, i) => {
    const id = String(900 + i);
    const when = at.toISOString();
    hubspot.deals.set(id, {
      id,
      properties: {
        dealname: name,
        amount: String(5000 * (i + 1)),
        deal_currency_code: 'USD',
        pipeline: 'default',
        dealstage: hsStages[i]!,
        hubspot_owner_id: String(100 + (i % 3)),
        hs_lastmodifieddate: when,
      },
      createdAt: when,
      updatedAt: when,
      archived: false,
      contactIds: [],
    });
    const pdTime = when.replace('T', ' ').replace(/\.\d{3}Z$/, '');
    pipedrive.deals.set(900 + i, {
      id: 900 + i,
      title: name,
      value: 4000 * (i + 1),
      currency: 'USD',
      pipeline_id: 1,
      stage_id: 11 + (i % 4),
      owner_id: 700 + (i % 3),
      person_id: null,
      status: 'open',
      update_time: pdTime,
      add_time: pdTime,
    });
  });
}
