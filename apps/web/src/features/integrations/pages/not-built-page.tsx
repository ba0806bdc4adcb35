import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { CalendlyPage } from './calendly-page';
import { ConvergeHubPage } from './converge-hub-page';
import { RecipePage } from './recipe-page';
import { ZapierPage } from './zapier-page';

/**
 * The integration pages behind `integrations/*` (one route in the shell's table keeps its size): Calendly,
 * Zapier, the Converge hub, the Zapier recipes (recipe/{type}); any other address names no integration.
 */
export function NotBuiltPage() {
  const rest = useParams()['*'] ?? '';
  if (rest === 'calendly') return <CalendlyPage />;
  if (rest === 'automation/zapier') return <ZapierPage />;
  if (rest === 'converge_hub') return <ConvergeHubPage />;
  if (rest.startsWith('recipe/')) return <RecipePage type={rest.slice('recipe/'.length)} />;
  return <ErrorState kind="notFound" />;
}
