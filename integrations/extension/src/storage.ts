/** The extension's state: all of it in chrome.storage (a stopped service worker keeps nothing in memory). */

export interface Connection {
  server: string;
  token: string;
  credentialId: string;
  username: string;
  network: string;
  /** How often the schedule (chrome.alarms) looks for work, in minutes. */
  everyMinutes: number;
}

/** The action being performed: written before the first click, cleared once its result is reported. */
export interface InFlight {
  key: string;
  /** Absent in state written before messages: an invitation. */
  kind?: 'invite' | 'message' | 'thread';
  memberId: string;
  note: string | null;
  /** A message's text. */
  text?: string | null;
  tabId: number | null;
}

interface State {
  connection?: Connection;
  inflight?: InFlight | null;
  last?: { key: string; status: string; at: string } | null;
}

export const load = () => chrome.storage.local.get(null) as Promise<State>;
export const save = (patch: State) => chrome.storage.local.set(patch);
