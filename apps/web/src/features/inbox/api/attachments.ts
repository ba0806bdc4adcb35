import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { api, ApiError } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import type { Attachment } from '../types';

/** POST /inbox/attachments (multipart): the server checks size and type by content. */
export function uploadAttachment(file: File, profileId: string): Promise<Attachment> {
  const body = new FormData();
  body.append('profile_id', profileId);
  body.append('file', file, file.name);
  return api.post<Attachment>('/inbox/attachments', body);
}

/** GET /inbox/attachments?profile_id=: the caller's uploads for this prospect not sent yet. */
export const pendingAttachments = (profileId: string) =>
  api.get<Attachment[]>('/inbox/attachments', { query: { profile_id: profileId } });

/** DELETE /inbox/attachments/{id}: an upload taken off before sending. */
export const deleteAttachment = (id: string) => api.delete<{ _id: string }>(`/inbox/attachments/${id}`);

/** GET /inbox/attachments/{id} is the file itself (not an envelope): fetched with the token, saved by the browser. */
export async function downloadAttachment(file: Attachment): Promise<void> {
  const params = new URLSearchParams();
  const space = getCurrentSpace();
  if (space) params.set('space', space);
  const token = storage.get(STORAGE_KEYS.token);
  const response = await window.fetch(`/api/inbox/attachments/${file._id}?${params.toString()}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? MESSAGES.somethingWentWrong, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
