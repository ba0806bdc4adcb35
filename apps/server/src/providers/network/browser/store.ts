import type { NetworkCookie } from '../driver.js';

/** A page that stopped matching its selector map: what the account's health shows until a new map ships. */
export interface LayoutProblem {
  page: string;
  version: string;
  selector: string;
  at: string;
}

/** How an account reaches the network: its proxy exit, and what its fingerprint derives from. */
export interface AccountSetup {
  proxy: { server: string; username?: string; password?: string } | null;
  countryCode: string | null;
  timezone: string;
}

/** What the browser driver keeps per account between sessions (the credentials area implements it). */
export interface BrowserStore {
  setup(credentialId: string): Promise<AccountSetup>;
  loadCookies(credentialId: string): Promise<NetworkCookie[] | null>;
  saveCookies(credentialId: string, cookies: NetworkCookie[] | null): Promise<void>;
  layoutProblem(credentialId: string): Promise<LayoutProblem | null>;
  setLayoutProblem(credentialId: string, problem: LayoutProblem | null): Promise<void>;
}
