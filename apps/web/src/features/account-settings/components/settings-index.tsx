import { Navigate, useLocation } from 'react-router';
import { PageState } from '../../../components/page-state';
import { useAppSessionContext } from '../../spaces';
import { useFeatures } from '../../credentials';

/** /settings → account when the social_automation status exists, else limits (000 §2). */
export function SettingsIndex() {
  const { currentSpaceId } = useAppSessionContext();
  const { search } = useLocation();
  const features = useFeatures(currentSpaceId);
  if (features.isPending) return <PageState kind="loading" />;
  const target = features.data?.features.social_automation ? 'account' : 'limits';
  return <Navigate to={`/settings/${target}${search}`} replace />;
}
