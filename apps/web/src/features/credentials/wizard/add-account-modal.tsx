import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADD_ACCOUNT_STEPS } from '@leadloop/domain/credentials/enums';
import { PageState } from '../../../components/page-state';
import {
  ADD_NEW_MODAL_PARAM,
  EDIT_CRED_PARAM,
  useCloseWizard,
  WIZARD_STEP_PARAM,
} from '../hooks/use-wizard-link';
import { useSelectedCredential } from '../hooks/use-selected-credential';
import type { AddAccountStep } from '../types';
import { AddAccountWizard } from './add-account-wizard';
import { wizardDraftStorage } from './wizard-draft';

export const WIZARD_WIDTH = 500; // 000 §2, 001 §9

/** The wizard as a 500 px modal, open while the address has addNewModal=true (removed on close). */
export function AddAccountModalHost() {
  const { t } = useTranslation('credentials');
  const [params] = useSearchParams();
  const close = useCloseWizard();
  const fullScreen = useMediaQuery('(max-width: 575.98px)') ?? false;
  const { list, query } = useSelectedCredential();
  const opened = params.get(ADD_NEW_MODAL_PARAM) === 'true';
  const editId = params.get(EDIT_CRED_PARAM);
  const stepParam = params.get(WIZARD_STEP_PARAM);
  const step = ADD_ACCOUNT_STEPS.includes(stepParam as AddAccountStep) ? (stepParam as AddAccountStep) : null;
  const editing = editId ? (list.find((c) => c._id === editId) ?? null) : null;

  return (
    <Modal
      opened={opened}
      onClose={() => {
        wizardDraftStorage.clear(); // closing abandons the new account's input (a reload keeps it)
        close();
      }}
      size={WIZARD_WIDTH}
      fullScreen={fullScreen}
      title={<Text fw={700}>{editId ? t('wizard.editTitle') : t('wizard.title')}</Text>}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
    >
      {opened && editId && query.isPending ? (
        <PageState kind="loading" />
      ) : opened && editId && !editing ? (
        <PageState kind="error" title={t('wizard.notFound')} />
      ) : (
        opened && (
          <AddAccountWizard
            key={`${editId ?? 'new'}-${step ?? ''}`}
            credential={editing}
            initialStep={step}
            onDone={close}
          />
        )
      )}
    </Modal>
  );
}
