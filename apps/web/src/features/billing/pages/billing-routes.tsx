import { Navigate, Route, Routes, useLocation } from 'react-router';
import { BillingPage } from './billing-page';
import { SandboxCheckoutPage } from './sandbox-checkout-page';

/** /billing → overview; /billing/<tab>; /billing/checkout/sandbox/<payment> (the sandbox provider's page). */
export function BillingRoutes() {
  const { search } = useLocation();
  return (
    <Routes>
      <Route index element={<Navigate to={{ pathname: 'overview', search }} replace />} />
      <Route path="checkout/sandbox/:id" element={<SandboxCheckoutPage />} />
      <Route path=":tab" element={<BillingPage />} />
    </Routes>
  );
}
