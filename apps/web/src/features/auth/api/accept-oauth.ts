import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const acceptOauth = (input: { state: string; client_id: string }) =>
  api.post<{ redirect_url?: string } | null>('/oauth/accept', input, { withoutSpace: true });

export const useAcceptOauth = () => useMutation({ mutationFn: acceptOauth });
