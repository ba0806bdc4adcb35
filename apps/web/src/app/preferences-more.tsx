import { useLocation } from 'react-router';
import { AutoLabelsPage, CompanyResearchPage } from '../features/ai';
import { TrackingDomainsPage } from '../features/tracking';
import { ComingSoonPage } from './shell/coming-soon-page';

/**
 * Every preferences tab without a route of its own, in one lazy chunk (the shell's routes table has no room
 * for one loader per tab): the AI tabs (company research, auto-labels), tracking domains, else the tab's "coming soon" page.
 */
export function PreferencesMore() {
  const { pathname } = useLocation();
  if (pathname === '/preferences/user/company-research') return <CompanyResearchPage />;
  if (pathname.startsWith('/preferences/workspace/auto-labels/')) return <AutoLabelsPage />;
  if (pathname.startsWith('/preferences/workspace/domains/')) return <TrackingDomainsPage />;
  return (
    <ComingSoonPage
      area={pathname.startsWith('/preferences/workspace/') ? 'workspacePreferences' : 'userPreferences'}
    />
  );
}
