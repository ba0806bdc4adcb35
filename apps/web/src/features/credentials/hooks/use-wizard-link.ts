import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AddAccountStep } from '../types';

export const ADD_NEW_MODAL_PARAM = 'addNewModal';
export const EDIT_CRED_PARAM = 'editCred';
export const WIZARD_STEP_PARAM = 'wizardStep';

/** Opens the add-account wizard as a modal (000 §2 `addNewModal=true`), optionally editing an account at a step. */
export function useOpenWizard() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (edit?: { credentialId: string; step?: AddAccountStep }) => {
      const params = new URLSearchParams(location.search);
      params.set(ADD_NEW_MODAL_PARAM, 'true');
      params.delete(EDIT_CRED_PARAM);
      params.delete(WIZARD_STEP_PARAM);
      if (edit) {
        params.set(EDIT_CRED_PARAM, edit.credentialId);
        if (edit.step) params.set(WIZARD_STEP_PARAM, edit.step);
      }
      navigate({ pathname: location.pathname, search: `?${params.toString()}` });
    },
    [location.pathname, location.search, navigate],
  );
}

/** Closing removes the wizard's parameters from the address. */
export function useCloseWizard() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const params = new URLSearchParams(location.search);
    [ADD_NEW_MODAL_PARAM, EDIT_CRED_PARAM, WIZARD_STEP_PARAM].forEach((p) => params.delete(p));
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
}
