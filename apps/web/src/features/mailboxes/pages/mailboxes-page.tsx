import { Navigate, Route, Routes } from 'react-router';
import { AiEmailsPage } from './ai-emails-page';
import { WarmupPage } from './warmup-page';

/**
 * /mailboxes (000 §2): ai-emails redirects to overview; its children overview, domains, mailboxes and
 * mailboxes/warm-up/{mailboxId}.
 */
export function MailboxesPage() {
  return (
    <Routes>
      <Route index element={<Navigate to="ai-emails/overview" replace />} />
      <Route path="ai-emails" element={<Navigate to="overview" replace />} />
      <Route path="ai-emails/mailboxes/warm-up/:mailboxId" element={<WarmupPage />} />
      <Route path="ai-emails/:tab" element={<AiEmailsPage />} />
      <Route path="*" element={<Navigate to="ai-emails/overview" replace />} />
    </Routes>
  );
}
