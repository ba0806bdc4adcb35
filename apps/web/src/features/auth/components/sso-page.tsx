import { Navigate, useParams } from 'react-router';
import { SsoDonePage } from './sso-done-page';
import { SsoSandboxPage } from './sso-sandbox-page';

/** /auth/sso/done (the provider's callback lands here) and /auth/sso/sandbox (the sandbox provider's page). */
export function SsoPage() {
  const { step } = useParams();
  if (step === 'done') return <SsoDonePage />;
  if (step === 'sandbox') return <SsoSandboxPage />;
  return <Navigate to="/auth/sign-in" replace />;
}
