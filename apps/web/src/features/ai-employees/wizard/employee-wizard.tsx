import { useCallback, useState } from 'react';
import { Alert, Button, Group, Modal, ScrollArea, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AI_WIZARD_STEPS, type AiWizardStep } from '@leadloop/domain/ai/enums';
import { aiEmployeeCreated, aiEmployeeUpdated } from '@leadloop/domain/messages/format';
import type { EmployeeSaved } from '@leadloop/domain/ai-employees/entities';
import { getCurrentSpace } from '../../../lib/current-space';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useCalendly, useSaveEmployee } from '../api';
import { ObjectiveStep, TargetingStep } from './fields';
import { CasesStep, FaqStep, FreeValueStep } from './lists';
import { ConnectStep, SettingsStep } from './settings-step';
import { canJump, leaveFaq, stepVerdict, toBody, type WizardValues } from './state';

/**
 * The AI Employee wizard (000 §2, modal 1140×680): six steps, Back after the first, Next except on the last,
 * Finish on the last only when a calendar is connected (else the last step is the connect step). A step is
 * left forward only when its rules pass (each failure says its 001 §5 message); clicking a step jumps forward
 * only when every earlier step passes; back is always allowed. Closing asks for confirmation.
 */
export function EmployeeWizard(props: {
  initial: WizardValues;
  employeeId?: string;
  onClose: () => void;
  onSaved: (saved: EmployeeSaved, values: WizardValues) => void;
}) {
  const { t } = useTranslation('ai-employees');
  const [values, setValues] = useState(props.initial);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const calendly = useCalendly();
  const save = useSaveEmployee();
  const connected = Boolean(calendly.data?.connected);
  const step: AiWizardStep = AI_WIZARD_STEPS[active]!;
  const last = active === AI_WIZARD_STEPS.length - 1;

  const set = useCallback((next: WizardValues) => {
    setValues(next);
    setError(null);
  }, []);

  const leave = (v: WizardValues) => (step === 'faq' ? leaveFaq(v) : v);
  const goTo = (to: number) => {
    if (to > active) {
      const verdict = stepVerdict(step, values);
      if (verdict !== true) return setError(verdict);
      if (!canJump(AI_WIZARD_STEPS, active, to, values)) return;
    }
    setValues(leave(values));
    setError(null);
    setActive(to);
  };

  const finish = () => {
    const verdict = stepVerdict('settings', values);
    if (verdict !== true) return setError(verdict);
    save.mutate(
      { id: props.employeeId, body: toBody(values, getCurrentSpace() ?? '') },
      {
        onSuccess: (saved) => {
          notify.success(
            translateMessage(
              props.employeeId
                ? aiEmployeeUpdated(saved.profile.name)
                : aiEmployeeCreated(saved.profile.name),
            ),
          );
          props.onSaved(saved, values);
        },
        onError: (e) => setError(translateError(e)),
      },
    );
  };

  const body = {
    targeting: <TargetingStep values={values} set={set} />,
    objective: <ObjectiveStep values={values} set={set} />,
    cases: <CasesStep values={values} set={set} />,
    free_value: <FreeValueStep values={values} set={set} />,
    faq: <FaqStep values={values} set={set} />,
    settings: connected ? (
      <SettingsStep values={values} set={set} users={calendly.data?.users ?? []} />
    ) : (
      <ConnectStep />
    ),
  }[step];

  return (
    <>
      <Modal
        opened
        onClose={() => setConfirmClose(true)}
        size={1140}
        title={props.employeeId ? t('wizard.editTitle') : t('wizard.title')}
        styles={{ body: { height: 680 - 60, display: 'flex', flexDirection: 'column' } }}
      >
        <Stepper active={active} onStepClick={goTo} size="sm" mb="md">
          {AI_WIZARD_STEPS.map((s) => (
            <Stepper.Step
              key={s}
              label={s === 'settings' && !connected ? t('steps.connect') : t(`steps.${s}`)}
            />
          ))}
        </Stepper>
        <ScrollArea style={{ flex: 1 }} data-testid={`wizard-step-${step}`}>
          {body}
        </ScrollArea>
        {error && (
          <Alert color="red" mt="sm" data-testid="wizard-error">
            {translateMessage(error)}
          </Alert>
        )}
        <Group justify="space-between" mt="md">
          <div>
            {active > 0 && (
              <Button variant="default" onClick={() => goTo(active - 1)}>
                {t('wizard.back')}
              </Button>
            )}
          </div>
          {!last && <Button onClick={() => goTo(active + 1)}>{t('wizard.next')}</Button>}
          {last && connected && (
            <Button onClick={finish} loading={save.isPending}>
              {props.employeeId ? t('wizard.update') : t('wizard.setup')}
            </Button>
          )}
        </Group>
      </Modal>
      <Modal
        opened={confirmClose}
        onClose={() => setConfirmClose(false)}
        title={t('wizard.abortTitle')}
        size={420}
      >
        <Text mb="md">{t('wizard.abortText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmClose(false)}>
            {t('wizard.cancel')}
          </Button>
          <Button color="red" onClick={props.onClose}>
            {t('wizard.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
