import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AI_ONBOARDING_STEPS } from '@leadloop/domain/ai/enums';
import type { LoadFromCompany } from '@leadloop/domain/ai-employees/entities';
import { translateError } from '../../../lib/messages';
import { storage } from '../../../lib/storage';
import { loadFromCompany } from '../api';
import { PREDEFINED_KEY } from '../wizard/state';

type Step = (typeof AI_ONBOARDING_STEPS)[number];
const path = (step: Step) => `/onboarding/ai-employee/${step}`;
const hostOf = (site: string) =>
  site
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');

/**
 * /onboarding/ai-employee/{intro, objective, company-search, company-searching, company-overview} (000 §2,
 * 900×635): the user's objective and company, the company researched (load_from_company), the proposal shown;
 * it becomes the wizard's predefined settings.
 */
export function AiEmployeeOnboardingPage() {
  const { t } = useTranslation('ai-employees');
  const navigate = useNavigate();
  const { step } = useParams<{ step: Step }>();
  const [objective, setObjective] = useState('');
  const [company, setCompany] = useState('');
  const [site, setSite] = useState('');
  const [result, setResult] = useState<LoadFromCompany | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (step !== 'company-searching' || asked.current) return;
    if (!company.trim()) return void navigate(path('company-search'), { replace: true });
    asked.current = true;
    // without a site the company is looked up by its name alone (the people directory)
    loadFromCompany({
      company_name: company.trim(),
      ...(hostOf(site) ? { host_name: hostOf(site) } : {}),
      objective: objective.trim(),
    })
      .then((r) => {
        setResult(r);
        navigate(path('company-overview'), { replace: true });
      })
      .catch((e: unknown) => {
        setError(translateError(e));
        navigate(path('company-search'), { replace: true });
      })
      .finally(() => (asked.current = false));
  }, [step, company, site, objective, navigate]);

  if (!step || !AI_ONBOARDING_STEPS.includes(step)) return <Navigate to={path('intro')} replace />;
  if (step === 'company-overview' && !result) return <Navigate to={path('company-search')} replace />;

  const continueWithProposal = () => {
    storage.set(
      PREDEFINED_KEY,
      JSON.stringify({
        profile: { description: result!.profile.description },
        objective: result!.employee_settings.objective,
        faq: result!.employee_settings.faq,
      }),
    );
    navigate('/ai-employees?setup=1');
  };

  return (
    <Center py="xl">
      <Card withBorder w={900} mih={635} padding="xl" data-testid={`onboarding-${step}`}>
        {step === 'intro' && (
          <Stack>
            <Title order={1} size="h2">
              {t('onboarding.introTitle')}
            </Title>
            <Text>{t('onboarding.introText')}</Text>
            <Group>
              <Button onClick={() => navigate(path('objective'))}>{t('onboarding.start')}</Button>
            </Group>
          </Stack>
        )}
        {step === 'objective' && (
          <Stack>
            <Title order={1} size="h2">
              {t('onboarding.objectiveTitle')}
            </Title>
            <Textarea
              label={t('onboarding.objective')}
              value={objective}
              onChange={(e) => setObjective(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={3}
            />
            <Group>
              <Button variant="default" onClick={() => navigate(path('intro'))}>
                {t('wizard.back')}
              </Button>
              <Button onClick={() => navigate(path('company-search'))}>{t('wizard.next')}</Button>
            </Group>
          </Stack>
        )}
        {step === 'company-search' && (
          <Stack>
            <Title order={1} size="h2">
              {t('onboarding.searchTitle')}
            </Title>
            <TextInput
              label={t('onboarding.company')}
              value={company}
              onChange={(e) => setCompany(e.currentTarget.value)}
              maxLength={200}
            />
            <TextInput
              label={t('onboarding.website')}
              description={t('onboarding.websiteHint')}
              placeholder="example.com"
              value={site}
              onChange={(e) => setSite(e.currentTarget.value)}
              maxLength={253}
            />
            {error && <Alert color="red">{error}</Alert>}
            <Group>
              <Button variant="default" onClick={() => navigate(path('objective'))}>
                {t('wizard.back')}
              </Button>
              <Button
                disabled={!company.trim() || (site.trim() !== '' && hostOf(site).length < 3)}
                onClick={() => {
                  setError(null);
                  navigate(path('company-searching'));
                }}
              >
                {t('onboarding.search')}
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'company-searching' && (
          <Center mih={400}>
            <Stack align="center">
              <Loader />
              <Text>{t('onboarding.searching', { company })}</Text>
            </Stack>
          </Center>
        )}
        {step === 'company-overview' && result && (
          <Stack>
            <Title order={1} size="h2">
              {t('onboarding.overviewTitle', { company: result.company_name })}
            </Title>
            <Text data-testid="overview-summary">{result.summary}</Text>
            {result.points.length > 0 && (
              <List size="sm">
                {result.points.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            )}
            {result.source === 'directory' ? (
              <Text size="xs" c="dimmed" data-testid="overview-source">
                {t('onboarding.fromDirectory', { host: result.host_name })}
              </Text>
            ) : (
              result.offline && (
                <Text size="xs" c="dimmed">
                  {t('onboarding.offline')}
                </Text>
              )
            )}
            <Group>
              <Button variant="default" onClick={() => navigate(path('company-search'))}>
                {t('wizard.back')}
              </Button>
              <Button onClick={continueWithProposal}>{t('onboarding.continue')}</Button>
            </Group>
          </Stack>
        )}
      </Card>
    </Center>
  );
}
