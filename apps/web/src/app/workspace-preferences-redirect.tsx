import { Navigate } from 'react-router';
import { useAppSessionContext } from '../features/spaces';

/** 000 §2: /preferences/workspace goes to basic/{current workspace id}. */
export function WorkspacePreferencesRedirect() {
  const { currentSpaceId } = useAppSessionContext();
  return <Navigate to={`/preferences/workspace/basic/${currentSpaceId ?? ''}`} replace />;
}
