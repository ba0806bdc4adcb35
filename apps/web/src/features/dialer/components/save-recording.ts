import type { Call } from '@leadloop/domain/dialer/entities';

/** Saves a call's recording under the server's name for it (call-{id}.wav). */
export function saveRecording(call: Call, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `call-${call.id}.wav`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
