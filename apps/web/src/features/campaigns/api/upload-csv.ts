import { getCurrentSpace } from '../../../lib/current-space';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { ApiError } from '../../../lib/api-error';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import type { CsvImport } from '../types';

/**
 * POST /workflows/{id}/set_data_from_csv_file (multipart `file`) with upload progress, which fetch cannot report.
 * The server answers with the per-line report (accepted, duplicated, blacklisted, refused).
 */
export function uploadCsv(
  workflowId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CsvImport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const space = getCurrentSpace();
    xhr.open(
      'POST',
      `/api/workflows/${workflowId}/set_data_from_csv_file${space ? `?space=${encodeURIComponent(space)}` : ''}`,
    );
    const token = storage.get(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(MESSAGES.failedToFetch, 0));
    xhr.onload = () => {
      let body: { ok?: boolean; payload?: CsvImport; message?: string; code?: number } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        /* not JSON: reported below */
      }
      if (body.ok && body.payload) resolve(body.payload);
      else reject(new ApiError(body.message ?? MESSAGES.somethingWentWrong, body.code ?? xhr.status, body));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
