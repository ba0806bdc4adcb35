import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /auth/activate_email: (re)sends the activation email to the signed-in user. */
export const resendActivation = () => api.get<null>('/auth/activate_email', { withoutSpace: true });

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
