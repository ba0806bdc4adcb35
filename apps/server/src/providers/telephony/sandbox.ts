import { createSandboxCarrier } from './sandbox-carrier.js';
import type { TelephonyArea, TelephonyProvider, TelephonyRegion } from './telephony.js';

export { SANDBOX_UNREACHABLE } from './sandbox-carrier.js';

type Region = { id: string; name: string; prefix: string; available: number; sms: boolean };
type State = { id: string; name: string; regions: Region[] };
type Country = {
  code: string;
  code3: string;
  name: string;
  categories: Record<
    string,
    { price: [installation: number, monthly: number]; states?: State[]; regions?: Region[] }
  >;
};

/**
 * The sandbox's purchasable numbers: a small, fixed catalogue (countries → categories → states → regions).
 * Availability is the region's stock before purchases (the dialer subtracts what is taken); some regions have
 * none, so the cascade shows a disabled entry. Prices are in credits (001 §9).
 */
const CATALOGUE: Country[] = [
  {
    code: 'US',
    code3: 'USA',
    name: 'United States',
    categories: {
      local: {
        price: [10, 15],
        states: [
          {
            id: 'us-fl',
            name: 'Florida',
            regions: [
              { id: 'us-fl-miami', name: 'Miami', prefix: '+1305', available: 40, sms: true },
              { id: 'us-fl-tampa', name: 'Tampa', prefix: '+1813', available: 0, sms: true },
            ],
          },
          {
            id: 'us-ga',
            name: 'Georgia',
            regions: [{ id: 'us-ga-atlanta', name: 'Atlanta', prefix: '+1404', available: 25, sms: true }],
          },
          {
            id: 'us-ny',
            name: 'New York',
            regions: [
              { id: 'us-ny-manhattan', name: 'Manhattan', prefix: '+1212', available: 0, sms: true },
              { id: 'us-ny-buffalo', name: 'Buffalo', prefix: '+1716', available: 150, sms: false },
            ],
          },
        ],
      },
      toll_free: {
        price: [20, 25],
        states: [
          {
            id: 'us-tf',
            name: 'Nationwide',
            regions: [{ id: 'us-tf-800', name: 'Toll-free 800', prefix: '+1800', available: 12, sms: false }],
          },
        ],
      },
    },
  },
  {
    code: 'CA',
    code3: 'CAN',
    name: 'Canada',
    categories: {
      local: {
        price: [10, 15],
        states: [
          {
            id: 'ca-on',
            name: 'Ontario',
            regions: [{ id: 'ca-on-toronto', name: 'Toronto', prefix: '+1416', available: 30, sms: true }],
          },
        ],
      },
    },
  },
  {
    code: 'GB',
    code3: 'GBR',
    name: 'United Kingdom',
    categories: {
      local: {
        price: [12, 18],
        regions: [
          { id: 'gb-london', name: 'London', prefix: '+44207', available: 20, sms: false },
          { id: 'gb-leeds', name: 'Leeds', prefix: '+44113', available: 0, sms: false },
        ],
      },
      mobile: {
        price: [15, 20],
        regions: [{ id: 'gb-mobile', name: 'Mobile', prefix: '+447700', available: 10, sms: true }],
      },
    },
  },
];

const area = (r: Region, [installation, monthly]: [number, number]): TelephonyArea => ({
  _id: r.id,
  name: r.name,
  phones_available: r.available,
  is_sms_supported: r.sms,
  monthly_price: monthly,
  installation_price: installation,
});

const category = (countryCode: string, name: string) =>
  CATALOGUE.find((c) => c.code === countryCode)?.categories[name];

/** The dialling prefix of a catalogue region (+1305 for Miami): where a real carrier looks for its numbers. */
export function sandboxRegionPrefix(regionId: string): string | null {
  for (const c of CATALOGUE)
    for (const cat of Object.values(c.categories))
      for (const r of cat.states ? cat.states.flatMap((s) => s.regions) : (cat.regions ?? []))
        if (r.id === regionId) return r.prefix;
  return null;
}

export function createSandboxTelephony(): TelephonyProvider {
  const prefixes = new Map<string, string>();
  const regions = new Map<string, TelephonyRegion>();
  for (const c of CATALOGUE)
    for (const [name, cat] of Object.entries(c.categories)) {
      const entries = cat.states
        ? cat.states.flatMap((s) => s.regions.map((r) => [r, { _id: s.id, name: s.name }] as const))
        : (cat.regions ?? []).map((r) => [r, null] as const);
      for (const [r, state] of entries) {
        prefixes.set(r.id, r.prefix);
        regions.set(r.id, { ...area(r, cat.price), country_code: c.code, category: name, state });
      }
    }
  const mintNumbers: TelephonyProvider['mintNumbers'] = (region, count, taken) => {
    const prefix = prefixes.get(region._id)!;
    const out: string[] = [];
    // 555-01xx style numbers, never ending in 0000 (the sandbox's unreachable numbers).
    for (let i = 100; out.length < count && i < 10_000; i++) {
      const n = `${prefix}555${String(i).padStart(4, '0')}`;
      if (!taken(n)) out.push(n);
    }
    return out;
  };
  return {
    name: 'sandbox',
    countries: () =>
      CATALOGUE.map((c) => ({
        code: c.code3,
        country_code: c.code,
        name: c.name,
        has_states: Object.values(c.categories).some((cat) => cat.states),
        available_categories: Object.keys(c.categories),
      })),
    states: (countryCode, name) => {
      const cat = category(countryCode, name);
      return (cat?.states ?? []).map((s) => ({
        _id: s.id,
        name: s.name,
        phones_available: s.regions.reduce((n, r) => n + r.available, 0),
        is_sms_supported: s.regions.some((r) => r.sms),
        monthly_price: cat!.price[1],
        installation_price: cat!.price[0],
      }));
    },
    regions: (countryCode, name, stateId) => {
      const cat = category(countryCode, name);
      if (!cat) return [];
      const list = cat.states
        ? (cat.states.find((s) => s.id === stateId)?.regions ?? [])
        : (cat.regions ?? []);
      return list.map((r) => area(r, cat.price));
    },
    region: (id) => regions.get(id) ?? null,
    mintNumbers,
    async buyNumbers(region, count, taken) {
      return mintNumbers(region, count, taken).map((number) => ({
        number,
        sid: `PN${number.replace(/\D/g, '')}`,
      }));
    },
    releaseNumbers: () => Promise.resolve(),
    carrier: createSandboxCarrier(),
  };
}
