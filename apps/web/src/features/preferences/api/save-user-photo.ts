import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Profile } from '../types';
import { refreshUser } from './fetch-profile';

export const saveUserPhoto = (file: File) => {
  const body = new FormData();
  body.set('file', file);
  return api.post<Profile>('/users/save_photo', body, { withoutSpace: true });
};

export const useSaveUserPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserPhoto,
    onSuccess: (profile) => refreshUser(queryClient, profile),
  });
};
