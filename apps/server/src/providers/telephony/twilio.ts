import { twilioError, type TwilioClient } from '../sms/index.js';
import { createSandboxTelephony, sandboxRegionPrefix } from './sandbox.js';
import { CarrierUnavailableError, type BoughtNumber, type TelephonyProvider } from './telephony.js';

/**
 * Twilio for the NUMBER parts of telephony (official SDK): a purchase asks Twilio which numbers it has in
 * the region (AvailablePhoneNumbers/{country}/Local: North American regions by area code, others by their
 * dialling prefix) and buys them (IncomingPhoneNumbers), releasing what it bought if a later one fails.
 * The purchase cascade (countries → categories → states → regions, prices in credits) stays the catalogue's,
 * and so do calls: the browser's WebRTC call through Twilio Voice JS is not built, the sandbox carrier
 * answers calls.
 */
export function createTwilioTelephony(client: TwilioClient): TelephonyProvider {
  const sandbox = createSandboxTelephony();

  async function release(sids: string[]) {
    for (const sid of sids)
      await client
        .incomingPhoneNumbers(sid)
        .remove()
        .catch((error: { status?: number }) => {
          // Already gone (or a sandbox-minted id Twilio never knew): nothing to give back.
          if (error?.status !== 404) throw twilioError(error, 'release a number');
        });
  }

  return {
    ...sandbox,
    name: 'twilio',
    async buyNumbers(region, count) {
      const prefix = sandboxRegionPrefix(region._id);
      if (!prefix) return [];
      const northAmerican = prefix.startsWith('+1');
      const bought: BoughtNumber[] = [];
      try {
        const local = client.availablePhoneNumbers(region.country_code).local;
        const offered = await local.list({
          ...(northAmerican ? { areaCode: Number(prefix.slice(2, 5)) } : { contains: `${prefix}*` }),
          ...(region.is_sms_supported ? { smsEnabled: true } : {}),
          voiceEnabled: true,
          limit: count,
        });
        for (const candidate of offered.slice(0, count)) {
          const number = await client.incomingPhoneNumbers.create({ phoneNumber: candidate.phoneNumber });
          bought.push({ number: number.phoneNumber, sid: number.sid });
        }
      } catch (error) {
        await release(bought.map((b) => b.sid));
        const failure = twilioError(error, 'buy a number');
        // Twilio down or erring is the user's to retry; a refusal (credentials, a bad request) is the operator's.
        const status = (error as { status?: unknown })?.status;
        throw typeof status !== 'number' || status >= 500
          ? new CarrierUnavailableError(failure.message)
          : failure;
      }
      return bought;
    },
    releaseNumbers: release,
  };
}
