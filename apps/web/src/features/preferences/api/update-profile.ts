import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Profile } from '../types';
import { refreshUser } from './fetch-profile';

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  phone?: string;
}

export const updateProfile = (changes: ProfileChanges) =>
  api.post<Profile>('/users/update', changes, { withoutSpace: true });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => refreshUser(queryClient, profile),
  });
};
