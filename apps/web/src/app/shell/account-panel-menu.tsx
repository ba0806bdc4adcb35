import { Button, Divider, Group, Progress, Stack, Text } from '@mantine/core';
import { Menu } from '../../components/deferred-mantine';
import {
  IconBuildingSkyscraper,
  IconBulb,
  IconCoins,
  IconExternalLink,
  IconFlask,
  IconLanguage,
  IconLogout,
  IconMessageCheck,
  IconReportSearch,
  IconRobot,
  IconTags,
  IconReceipt,
  IconSettings,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isWebLink } from '@leadloop/domain/common/web-link';
import { ensureNamespaces } from '../../lib/i18n';
import { SampleBadge, useTrySampleData } from '../../features/spaces';
import { fullNameOf, type AccountPanelProps } from './account-name';

/** The account panel's content (000 §2 header account panel): credits used vs available, buy credits, links. */
export function AccountPanelMenu({
  user,
  workspace,
  onSwitchWorkspace,
  onLogout,
  brandLinks = [],
  showBilling = true,
  featureRequestUrl,
}: AccountPanelProps) {
  const { t } = useTranslation('shell');
  // The AI screens' links use the ai words, loaded with this panel (never with the shell).
  const { t: tAi } = useTranslation('ai');
  const [aiWords, setAiWords] = useState(false);
  useEffect(() => {
    void ensureNamespaces(['ai']).then(() => setAiWords(true));
  }, []);
  const sample = useTrySampleData();
  const used = workspace.credits_usage?.usage_by_type?.default ?? 0;
  const available = workspace.credits_usage?.available_by_type?.default ?? 0;
  const total = used + available;
  const fullName = fullNameOf(user);
  const links = brandLinks.filter((link) => isWebLink(link.url));
  return (
    <>
      <Stack gap={6} p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate data-testid="panel-workspace-name">
            {workspace.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('account.users', { count: workspace.users.length })}
          </Text>
        </Group>
        {workspace.sample_status && (
          <Group>
            <SampleBadge />
          </Group>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('account.credits')}
          </Text>
          <Text size="xs" fw={600}>
            {t('account.creditsUsed', { used, total })}
          </Text>
        </Group>
        <Progress value={total ? (used / total) * 100 : 0} size="sm" />
        <Button
          component={Link}
          to="/billing/overview?showCreditsModal=true"
          size="compact-sm"
          variant="light"
          leftSection={<IconCoins size={14} />}
          mt={4}
        >
          {t('account.buyCredits')}
        </Button>
      </Stack>
      <Divider />
      <Menu.Item
        leftSection={<IconSwitchHorizontal size={16} />}
        onClick={onSwitchWorkspace}
        data-testid="open-switcher"
      >
        {t('account.switchWorkspace')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconFlask size={16} />}
        onClick={sample.start}
        disabled={sample.isPending}
        data-testid="try-sample-data"
      >
        {t('account.trySampleData')}
      </Menu.Item>
      <Menu.Item
        component={Link}
        to={`/preferences/workspace/users/${workspace._id}`}
        leftSection={<IconBuildingSkyscraper size={16} />}
        data-testid="workspace-settings-link"
      >
        {t('account.workspaceSettings')}
      </Menu.Item>
      {aiWords && (
        <Menu.Item
          component={Link}
          to={`/preferences/workspace/auto-labels/${workspace._id}`}
          leftSection={<IconTags size={16} />}
          data-testid="auto-labels-link"
        >
          {tAi('nav.autoLabels')}
        </Menu.Item>
      )}
      {aiWords && (
        <Menu.Item
          component={Link}
          to="/ai-employees"
          leftSection={<IconRobot size={16} />}
          data-testid="ai-employees-link"
        >
          {tAi('nav.aiEmployees')}
        </Menu.Item>
      )}
      {aiWords && (
        <Menu.Item
          component={Link}
          to="/ai-knowledge"
          leftSection={<IconMessageCheck size={16} />}
          data-testid="ai-knowledge-link"
        >
          {tAi('nav.aiReview')}
        </Menu.Item>
      )}
      {showBilling && (
        <Menu.Item
          component={Link}
          to="/billing"
          leftSection={<IconReceipt size={16} />}
          data-testid="billing-link"
        >
          {t('account.billing')}
        </Menu.Item>
      )}
      {featureRequestUrl && isWebLink(featureRequestUrl) && (
        <Menu.Item
          component="a"
          href={featureRequestUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('account.requestFeature')} (${t('nav.newTab')})`}
          leftSection={<IconBulb size={16} />}
          data-testid="feature-request-link"
        >
          {t('account.requestFeature')}
        </Menu.Item>
      )}
      <Menu.Divider />
      <Menu.Label>{fullName}</Menu.Label>
      <Menu.Item component={Link} to="/preferences/user/basic" leftSection={<IconSettings size={16} />}>
        {t('account.profile')}
      </Menu.Item>
      <Menu.Item component={Link} to="/preferences/user/language" leftSection={<IconLanguage size={16} />}>
        {t('account.languageAndTheme')}
      </Menu.Item>
      {aiWords && (
        <Menu.Item
          component={Link}
          to="/preferences/user/company-research"
          leftSection={<IconReportSearch size={16} />}
          data-testid="company-research-link"
        >
          {tAi('nav.companyResearch')}
        </Menu.Item>
      )}
      {links.length > 0 && <Menu.Divider />}
      {links.map((link, index) => (
        <Menu.Item
          key={`${index}-${link.url}`}
          component="a"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${link.label} (${t('nav.newTab')})`}
          leftSection={<IconExternalLink size={16} />}
          data-testid="brand-link-menu"
        >
          {link.label}
        </Menu.Item>
      ))}
      {onLogout && (
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('nav.logout')}
        </Menu.Item>
      )}
    </>
  );
}
