import { SendTestEmailButton } from '../../../tracking';
import { useSelectedCredential } from '../../api/fetch-credentials';
import type { CampaignStep, StepVariant } from '../../types';

/** Under an email's text: send this variant to yourself. */
export default function EmailTextTools({ variant }: { step: CampaignStep; variant: StepVariant }) {
  const { id: credentialId } = useSelectedCredential();
  return (
    <SendTestEmailButton credentialId={credentialId} subject={variant.subject} content={variant.content} />
  );
}
