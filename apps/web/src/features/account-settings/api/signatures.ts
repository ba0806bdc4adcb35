import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Signature } from '../types';
import { settingsKeys } from './keys';

const base = (credentialId: string) => `/credentials/${credentialId}/signatures`;

/** GET /credentials/{id}/signatures. */
export const signaturesQueryOptions = (credentialId: string) =>
  queryOptions({
    queryKey: settingsKeys.signatures(credentialId),
    queryFn: () => api.get<Signature[]>(base(credentialId)),
  });

export const useSignatures = (credentialId: string) => useQuery(signaturesQueryOptions(credentialId));

export type SignatureInput = Pick<Signature, 'name' | 'message' | 'is_default'>;

function useSignatureMutation<I>(credentialId: string, call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The default is exclusive: setting one clears the others on the server, so read the list again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.signatures(credentialId) }),
  });
}

/** POST /credentials/{id}/signatures. */
export const useCreateSignature = (credentialId: string) =>
  useSignatureMutation(credentialId, (input: SignatureInput) =>
    api.post<Signature>(base(credentialId), input),
  );

/** PATCH /credentials/{id}/signatures/{signatureId}. */
export const useUpdateSignature = (credentialId: string) =>
  useSignatureMutation(credentialId, ({ _id, ...input }: Partial<SignatureInput> & { _id: string }) =>
    api.patch<Signature>(`${base(credentialId)}/${_id}`, input),
  );

/** DELETE /credentials/{id}/signatures/{signatureId}. */
export const useDeleteSignature = (credentialId: string) =>
  useSignatureMutation(credentialId, (id: string) => api.delete<unknown>(`${base(credentialId)}/${id}`));
