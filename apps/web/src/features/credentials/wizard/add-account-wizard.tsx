import { Alert, Box, Button, Group, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { isFeatureActive } from '@leadloop/domain/tiers/features';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useAppSessionContext } from '../../spaces';
import { useBrand } from '../../brand';
import { useCredentials } from '../api/fetch-credentials';
import { useFeatures } from '../api/fetch-features';
import { useSeats } from '../api/fetch-seats';
import { useChangeAutomation, useCreateCredential, useSetProxy, useUpdateCredential } from '../api/mutations';
import { liveCredentials, SELECTED_CRED_PARAM } from '../hooks/use-selected-credential';
import type { AddAccountStep, AutomationType, Credential } from '../types';
import { AutomationStep } from './steps/automation-step';
import { ChangeAutomationStep } from './steps/change-automation-step';
import { CredentialsStep } from './steps/credentials-step';
import { LocationStep } from './steps/location-step';
import { ScheduleStep } from './steps/schedule-step';
import { VerificationStep } from './steps/verification-step';
import { createBody, customProxyBody, initialValues, useWizardForm, validateStep } from './use-wizard-form';
import { wizardDraftStorage } from './wizard-draft';
import { canGoBack, editStartStep, outcomeFor, wizardSteps } from './wizard-steps';
import classes from './wizard.module.css';

interface AddAccountWizardProps {
  /** The account being edited; null adds a new one. */
  credential?: Credential | null;
  initialStep?: AddAccountStep | null;
  /** Called after the last step (the wizard has already navigated when it added an account). */
  onDone?: () => void;
}

/** 000 §2 add-account wizard: one form across steps, saved to the server at the credentials step. */
const otherType = (type: AutomationType): AutomationType => (type === 'cloud' ? 'extension' : 'cloud');

export function AddAccountWizard({
  credential: editing = null,
  initialStep = null,
  onDone,
}: AddAccountWizardProps) {
  const { t } = useTranslation('credentials');
  const navigate = useNavigate();
  const { currentSpaceId, currentSpace } = useAppSessionContext();
  const narrow = useMediaQuery('(max-width: 575.98px)') ?? false;
  const features = useFeatures(currentSpaceId);
  const seats = useSeats(currentSpaceId);
  const existing = useCredentials(currentSpaceId);
  // A new account's wizard keeps its input in the session: a reload returns to the same step and values.
  const [kept] = useState(() =>
    !editing && !initialStep ? wizardDraftStorage.load(initialValues(null)) : null,
  );
  const form = useWizardForm(editing, kept?.values);
  const [credential, setCredential] = useState<Credential | null>(editing);
  const mode = editing ? 'edit' : 'create';
  const [startStep] = useState<AddAccountStep>(
    () => initialStep ?? (editing ? editStartStep(editing) : 'automation'),
  );
  const [step, setStep] = useState<AddAccountStep>(kept?.step ?? startStep);
  useEffect(() => {
    if (startStep === 'change_automation' && editing)
      form.setFieldValue('automation_type', otherType(editing.automation_type));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // A new account starts on a type that has a free seat, when one has.
    if (editing || !seats.data || step !== 'automation') return;
    const free = (type: AutomationType) =>
      type === 'cloud' ? seats.data!.cloud_seats_available : seats.data!.extension_seats_available;
    const current = form.values.automation_type;
    const other = otherType(current);
    const otherOffered = other === 'cloud' || isFeatureActive(features.data?.features ?? {}, 'extension');
    if (free(current) < 1 && free(other) > 0 && otherOffered) form.setFieldValue('automation_type', other);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seats.data, features.data]);
  const [wrongPassword, setWrongPassword] = useState(false);
  const [fixAll, setFixAll] = useState(false);
  const [pendingAutomation, setPendingAutomation] = useState(false);
  const [requestSent, setRequestSent] = useState(false);
  const create = useCreateCredential();
  const update = useUpdateCredential();
  const setProxy = useSetProxy();
  const change = useChangeAutomation();
  const busy = create.isPending || update.isPending || setProxy.isPending || change.isPending;

  const values = form.values;
  const changingAutomation = Boolean(editing && values.automation_type !== editing.automation_type);
  /** The type the change-automation step switches to: the one picked, else the other one. */
  const target = editing
    ? changingAutomation
      ? values.automation_type
      : otherType(editing.automation_type)
    : values.automation_type;
  const steps = wizardSteps(mode, editing?.automation_type ?? values.automation_type, step);
  const index = Math.max(0, steps.indexOf(step));
  const nextStep = () => steps[index + 1] ?? 'verification';
  const goTo = (next: AddAccountStep) => {
    if (next === 'change_automation') form.setFieldValue('automation_type', target);
    setStep(next);
  };

  useEffect(() => {
    if (mode === 'create' && !credential) wizardDraftStorage.save(step, form.values);
  }, [mode, credential, step, form.values]);

  const finish = (saved: Credential) => {
    if (mode === 'create') {
      notify.success(translateMessage(MESSAGES.credCreated));
      const params = new URLSearchParams(window.location.search);
      ['addNewModal', 'editCred', 'wizardStep'].forEach((p) => params.delete(p));
      params.set(SELECTED_CRED_PARAM, saved._id);
      navigate(`/campaigns/my-campaigns?${params.toString()}`);
    } else {
      notify.success(translateMessage(MESSAGES.credentialsUpdated));
    }
    onDone?.();
  };

  /** Where to go once the server answered for `saved`. */
  const route = (saved: Credential) => {
    if (mode === 'create') wizardDraftStorage.clear(); // the account exists now: the server keeps it
    setCredential(saved);
    const outcome = outcomeFor(saved);
    setWrongPassword(outcome.next === 'credentials');
    if (outcome.next === 'done') return pendingAutomation ? runChange(saved) : finish(saved);
    setStep(outcome.next);
  };

  const runChange = (account: Credential) =>
    change.mutate(
      { id: account._id, automation_type: target },
      {
        onSuccess: ({ result, credentials }) => {
          setCredential(credentials);
          if (result === 'NEEDS_PASSWORD') return (setPendingAutomation(true), setStep('credentials'));
          if (result === 'NEEDS_LOCATION') return (setPendingAutomation(true), setStep('location'));
          setPendingAutomation(false);
          setRequestSent(true);
          setStep('change_automation');
        },
        onError: notify.error,
      },
    );

  const validate = (s: AddAccountStep) => {
    const errors = validateStep(s, values, {
      existingUsernames: liveCredentials(existing.data).map((c) => c.username),
      editing: Boolean(credential),
      proxyOptional: Boolean(credential?.custom_proxy?.has_password),
    });
    form.setErrors(errors);
    const ok = Object.keys(errors).length === 0;
    setFixAll(!ok);
    return ok;
  };

  const onError = (error: Error) => {
    if (error.message === MESSAGES.wrongPassword) return setWrongPassword(true);
    if (error.message === MESSAGES.emailAlreadyExists) form.setFieldError('email', translateError(error));
    notify.error(error);
  };

  const onNext = () => {
    if (!validate(step)) return;
    const id = credential?._id;
    if (step === 'automation') return goTo(changingAutomation ? 'change_automation' : nextStep());
    if (step === 'change_automation') return requestSent ? finish(credential!) : runChange(credential!);
    if (step === 'location' && id && mode === 'edit') {
      const proxy = customProxyBody(values);
      const countryChanged =
        values.country_code !== (credential.country_code ?? '') ||
        values.proxy_type !== credential.proxy_type;
      if (!proxy && !countryChanged && !pendingAutomation) return setStep(nextStep());
      const body = proxy
        ? {
            custom_proxy: values.proxy.password ? proxy : undefined,
            country_code: values.country_code || undefined,
            proxy_type: values.proxy_type,
          }
        : {
            country_code: values.country_code,
            proxy_type: values.proxy_type,
            ...(credential.custom_proxy ? { custom_proxy: null } : {}),
          };
      return setProxy.mutate({ id, ...body }, { onSuccess: route, onError });
    }
    if (step === 'schedule' && id && mode === 'edit') {
      const body = {
        timezone: values.timezone,
        work_hours_start: Number(values.work_hours_start),
        work_hours_end: Number(values.work_hours_end),
      };
      const same =
        body.timezone === credential.timezone &&
        body.work_hours_start === credential.work_hours_start &&
        body.work_hours_end === credential.work_hours_end;
      if (same) return setStep(nextStep());
      return update.mutate({ id, ...body }, { onSuccess: () => setStep(nextStep()), onError });
    }
    if (step === 'credentials') {
      setWrongPassword(false);
      if (id) {
        const body =
          values.automation_type === 'cloud'
            ? { password: values.password }
            : { cookies: values.cookies.trim() };
        return update.mutate({ id, ...body }, { onSuccess: route, onError });
      }
      return create.mutate(createBody(values), { onSuccess: route, onError });
    }
    setStep(nextStep());
  };

  const onBack = () => {
    setFixAll(false);
    setStep(steps[index - 1] ?? step);
  };

  const extensionSupported = isFeatureActive(features.data?.features ?? {}, 'extension');
  // Seats are checked before step 1: a new account needs a free seat of its type (issue 12: never walk a
  // user through steps that must fail). An edit changes no seat.
  const freeSeats = (type: AutomationType) =>
    seats.data
      ? type === 'cloud'
        ? seats.data.cloud_seats_available
        : seats.data.extension_seats_available
      : 1;
  const noSeat = mode === 'create' && step === 'automation' && freeSeats(values.automation_type) < 1;
  // 000 §6: a brand that hides subscription notices does not point its admins to buying seats.
  const quietBilling = useBrand().data?.flags.hide_subscription_notices ?? false;
  const showNext = step !== 'verification' || !credential;
  const nextLabel =
    step === 'credentials' && !credential
      ? t('wizard.connect')
      : step === 'change_automation'
        ? requestSent
          ? t('wizard.finish')
          : t('wizard.change.confirm')
        : t('wizard.next');

  return (
    <Box data-testid="add-account-wizard" data-step={step}>
      <Stepper
        active={index}
        size="xs"
        iconSize={narrow ? 24 : 28}
        mb="md"
        allowNextStepsSelect={false}
        aria-label={t('wizard.progress')}
      >
        {steps.map((s) => (
          <Stepper.Step key={s} aria-label={t(`wizard.steps.${s}`)} />
        ))}
      </Stepper>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {t('wizard.stepOf', { step: index + 1, total: steps.length, name: t(`wizard.steps.${step}`) })}
      </Text>
      <Text fw={650} size="lg" mb="sm">
        {t(`wizard.titles.${step}`)}
      </Text>
      <Box className={classes.body}>
        {step === 'automation' && (
          <AutomationStep
            value={values.automation_type}
            onChange={(v) => form.setFieldValue('automation_type', v)}
            extensionSupported={extensionSupported}
            seats={seats.data}
          />
        )}
        {noSeat && (
          <Alert
            color="orange"
            variant="light"
            mt="md"
            title={t('wizard.noSeat.title')}
            data-testid="no-seat"
          >
            {currentSpace?.is_admin
              ? t(quietBilling ? 'wizard.noSeat.adminNoBilling' : 'wizard.noSeat.admin')
              : t('wizard.noSeat.member')}
          </Alert>
        )}
        {step === 'change_automation' && editing && (
          <ChangeAutomationStep from={editing.automation_type} to={target} requestSent={requestSent} />
        )}
        {step === 'location' && (
          <LocationStep
            form={form}
            passwordKept={Boolean(credential?.custom_proxy?.has_password)}
            residentialAllowed={isFeatureActive(features.data?.features ?? {}, 'allow_residential_proxies')}
          />
        )}
        {step === 'schedule' && <ScheduleStep form={form} />}
        {step === 'credentials' && (
          <CredentialsStep form={form} editing={Boolean(credential)} wrongPassword={wrongPassword} />
        )}
        {step === 'verification' && credential && (
          <VerificationStep credential={credential} onAnswered={route} />
        )}
      </Box>
      {fixAll && (
        <Alert color="red" variant="light" mt="md" data-testid="fix-all-errors">
          {translateMessage(MESSAGES.fixAllErrors)}
        </Alert>
      )}
      <Group justify="space-between" mt="lg">
        {canGoBack(steps, step, startStep) && !requestSent ? (
          <Button variant="default" onClick={onBack} disabled={busy}>
            {t('wizard.back')}
          </Button>
        ) : (
          <span />
        )}
        {showNext && (
          <Button onClick={onNext} loading={busy} disabled={noSeat} data-testid="wizard-next">
            {nextLabel}
          </Button>
        )}
      </Group>
    </Box>
  );
}
