import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_PER_MESSAGE,
  precheckAttachment,
} from '@leadloop/domain/inbox/attachments';
import { isApiError } from '../../../lib/api';
import { deleteAttachment, pendingAttachments, uploadAttachment } from '../api/attachments';

export interface PickedFile {
  key: string;
  name: string;
  size: number;
  state: 'uploading' | 'ready' | 'error';
  /** The upload's id once the server took it. */
  id?: string;
  /** The server's (or the precheck's) message when it was refused. */
  error?: string;
}

/**
 * Files picked for the next message to a prospect: each is checked (size, type) and uploaded at once,
 * so the chip shows its state — uploading, ready, or the reason it was refused — before Send. Uploads
 * not sent yet come back after a reload (the server keeps them a day), like the draft.
 */
export function useAttachments(profileId: string) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  useEffect(() => {
    let live = true;
    pendingAttachments(profileId).then(
      (pending) => {
        if (!live || !pending.length) return;
        setFiles((list) => [
          ...pending
            .filter((p) => !list.some((f) => f.id === p._id))
            .map((p): PickedFile => ({
              key: `p-${p._id}`,
              name: p.filename,
              size: p.size,
              state: 'ready',
              id: p._id,
            })),
          ...list,
        ]);
      },
      () => undefined, // nothing to restore is not an error worth showing
    );
    return () => {
      live = false;
    };
  }, [profileId]);
  const seq = useRef(0);
  const patch = (key: string, next: Partial<PickedFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...next } : f)));

  const current = useRef<PickedFile[]>([]);
  current.current = files;

  const add = useCallback(
    (picked: File[]) => {
      const taken = current.current.filter((f) => f.state !== 'error').length;
      const added = picked.map((file, i): PickedFile & { file: File } => {
        const problem =
          taken + i >= ATTACHMENTS_PER_MESSAGE
            ? ATTACHMENT_MESSAGES.tooMany
            : precheckAttachment({ name: file.name, size: file.size });
        const key = `f${++seq.current}`;
        return problem === true
          ? { key, name: file.name, size: file.size, state: 'uploading', file }
          : { key, name: file.name, size: file.size, state: 'error', error: problem, file };
      });
      setFiles((list) => [...list, ...added.map(({ file: _file, ...rest }) => rest)]);
      for (const f of added.filter((a) => a.state === 'uploading'))
        uploadAttachment(f.file, profileId).then(
          (saved) => patch(f.key, { state: 'ready', id: saved._id }),
          (error: unknown) =>
            patch(f.key, { state: 'error', error: isApiError(error) ? error.message : String(error) }),
        );
    },
    [profileId],
  );

  const remove = useCallback((key: string) => {
    const gone = current.current.find((f) => f.key === key);
    if (gone?.id) void deleteAttachment(gone.id).catch(() => undefined);
    setFiles((list) => list.filter((f) => f.key !== key));
  }, []);

  const clear = useCallback(() => setFiles([]), []);
  return {
    files,
    add,
    remove,
    clear,
    readyIds: files.filter((f) => f.state === 'ready').map((f) => f.id!),
    uploading: files.some((f) => f.state === 'uploading'),
  };
}
