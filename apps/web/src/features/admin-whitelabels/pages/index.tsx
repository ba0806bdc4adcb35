import { Navigate, Route, Routes } from 'react-router';
import { ColorsTab } from './colors-tab';
import { DetailsTab } from './details-tab';
import { EmailTab } from './email-tab';
import { OptionsTab } from './options-tab';
import { SupportTab } from './support-tab';
import { WhitelabelLayout } from './whitelabel-layout';
import { WhitelabelsPage } from './whitelabels-page';

/**
 * Every admin white-label screen, one chunk with its own routes (the shell's routes table holds only the
 * `whitelabels/*` entry: its JS budget has no room for more).
 */
export function WhitelabelRoutes() {
  return (
    <Routes>
      <Route index element={<WhitelabelsPage />} />
      <Route path="active" element={<WhitelabelsPage status="active" />} />
      <Route path="inactive" element={<WhitelabelsPage status="inactive" />} />
      <Route path=":whitelabel" element={<WhitelabelLayout />}>
        <Route index element={<Navigate to="details" replace />} />
        <Route path="details" element={<DetailsTab />} />
        <Route path="colors" element={<ColorsTab />} />
        <Route path="options" element={<OptionsTab />} />
        <Route path="email-configuration" element={<EmailTab />} />
        <Route path="support" element={<SupportTab />} />
      </Route>
    </Routes>
  );
}
