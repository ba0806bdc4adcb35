import type { ImpersonationStart } from './types';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { api } from '../../lib/api';

/** What the browser keeps while an admin views the app as a customer (the banner reads it). */
export interface Impersonating {
  id: string;
  email: string;
  spaceId: string;
  expiresAt: string;
}

export function readImpersonation(): Impersonating | null {
  const raw = storage.get(STORAGE_KEYS.impersonation);
  if (!raw || !storage.get(STORAGE_KEYS.adminToken)) return null;
  try {
    return JSON.parse(raw) as Impersonating;
  } catch {
    return null;
  }
}

/**
 * Login as customer: the admin's own token is kept aside, the customer's time-limited token takes its
 * place, and the app opens in the customer's workspace (a full load, so nothing of the admin's stays cached).
 */
export async function loginAsCustomer(spaceId: string): Promise<void> {
  const started = await api.post<ImpersonationStart>(
    `/admin/customers/${spaceId}/login_as`,
    {},
    { withoutSpace: true },
  );
  const adminToken = storage.get(STORAGE_KEYS.token);
  if (!adminToken) return;
  storage.set(STORAGE_KEYS.adminToken, adminToken);
  const { impersonation } = started;
  const keep: Impersonating = {
    id: impersonation._id,
    email: impersonation.target_email,
    spaceId: impersonation.space_id,
    expiresAt: impersonation.expires_at,
  };
  storage.set(STORAGE_KEYS.impersonation, JSON.stringify(keep));
  storage.set(STORAGE_KEYS.token, started.token);
  window.location.assign(`/campaigns?space=${impersonation.space_id}`);
}

/** Back to admin: the impersonation ends (its token is revoked), the admin's token comes back. */
export async function backToAdmin(): Promise<void> {
  const current = readImpersonation();
  const adminToken = storage.get(STORAGE_KEYS.adminToken);
  if (current && adminToken)
    await fetch(`/api/admin/impersonations/${current.id}/end`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => undefined);
  if (adminToken) storage.set(STORAGE_KEYS.token, adminToken);
  storage.remove(STORAGE_KEYS.adminToken);
  storage.remove(STORAGE_KEYS.impersonation);
  window.location.assign(current ? `/admin/customers/${current.spaceId}` : '/admin');
}
