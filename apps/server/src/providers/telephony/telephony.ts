/**
 * The telephony provider (issue 40): the numbers a workspace can buy and the calls its dialer places.
 * The sandbox (./sandbox.ts) is the default: a catalogue of countries, states and regions with availability,
 * numbers minted locally, and a carrier (./sandbox-carrier.ts) whose far end is a WebRTC peer in the server.
 * A real provider would implement the same contract against its API. Contract:
 * - `countries/states/regions` answer the purchase cascade; a region with zero availability is listed
 *   (the menu disables it) but `reserve` refuses it;
 * - `reserve(regionId, count)` takes `count` numbers from a region, or refuses with the reason;
 * - the carrier starts a call from the browser's SDP offer and answers, and on hang-up returns whether it
 *   connected, for how long, and the stereo WAV recording (caller left, far end right).
 */
export interface TelephonyCountry {
  code: string;
  country_code: string;
  name: string;
  has_states: boolean;
  available_categories: string[];
}

export interface TelephonyArea {
  _id: string;
  name: string;
  phones_available: number;
  is_sms_supported: boolean;
  monthly_price: number;
  installation_price: number;
}

export interface TelephonyRegion extends TelephonyArea {
  country_code: string;
  category: string;
  state: { _id: string; name: string } | null;
}

export interface CallStart {
  /** The browser's SDP offer (ICE candidates gathered). */
  offerSdp: string;
  /** E.164 destination. */
  to: string;
  onConnected?: (at: Date) => void;
  /** The far end saw the connection drop before anyone hung up. */
  onRemoteEnd?: (end: CallEnd) => void;
}

export type CallStarted = { ok: true; sid: string; answerSdp: string } | { ok: false; reason: 'unreachable' };

export interface CallEnd {
  connected: boolean;
  durationSeconds: number;
  /** Stereo WAV, caller left and far end right; null when the call never connected. */
  recording: Buffer | null;
}

export interface Carrier {
  start(input: CallStart): Promise<CallStarted>;
  /** Ends a call (idempotent: a second hang-up returns the first answer). */
  hangup(sid: string): Promise<CallEnd>;
  isLive(sid: string): boolean;
}

/** A number bought at the carrier, with the carrier's id for it. */
export interface BoughtNumber {
  number: string;
  sid: string;
}

export interface TelephonyProvider {
  name: string;
  countries(): TelephonyCountry[];
  states(countryCode: string, category: string): TelephonyArea[];
  regions(countryCode: string, category: string, stateId: string | null): TelephonyArea[];
  region(regionId: string): TelephonyRegion | null;
  /** Mints `count` numbers in a region; the caller records them. Numbers already taken are skipped. */
  mintNumbers(region: TelephonyRegion, count: number, taken: (n: string) => boolean): string[];
  /**
   * Buys `count` numbers in a region at the carrier (the sandbox: `mintNumbers`), all or none: a failure
   * part-way releases what it bought. The caller records them with the carrier's id.
   */
  buyNumbers(region: TelephonyRegion, count: number, taken: (n: string) => boolean): Promise<BoughtNumber[]>;
  /** Gives numbers back to the carrier (a purchase that could not be recorded or charged, a release). */
  releaseNumbers(sids: string[]): Promise<void>;
  carrier: Carrier;
}

/** The carrier did not answer (a network failure or its 5xx): nothing was bought, the user may try again. */
export class CarrierUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarrierUnavailableError';
  }
}
