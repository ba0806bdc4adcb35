import { Button } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { api, isApiError } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { switchWorkspace } from '../../spaces';

/** GET /workflows/{id}/workspace: which of the user's own workspaces holds a campaign (else not found). */
const locateCampaign = (id: string) =>
  api.get<{ space: { _id: string; name: string } }>(`/workflows/${id}/workspace`, { withoutSpace: true });

/**
 * A campaign that did not load. Not found in this workspace but in another of the user's: offers to switch
 * there and come back to the same address; anything else says why it did not load.
 */
export function CampaignLoadError({ id, error }: { id: string | undefined; error: unknown }) {
  const { t } = useTranslation('campaigns');
  const notHere = Boolean(id) && isApiError(error) && error.code === 404;
  const where = useQuery({
    queryKey: ['campaigns', 'workspace-of', id],
    queryFn: () => locateCampaign(id!),
    enabled: notHere,
    retry: false,
  });
  const space = where.data?.space;
  const switchTo = useMutation({
    mutationFn: (spaceId: string) =>
      switchWorkspace(spaceId, `${window.location.pathname}${window.location.search}`),
    onError: notify.error,
  });
  if (notHere && where.isPending) return <PageState kind="loading" />;
  if (space && space._id !== getCurrentSpace())
    return (
      <PageState
        kind="empty"
        title={t('builder.elsewhere.title', { workspace: space.name })}
        description={t('builder.elsewhere.text')}
        action={
          <Button loading={switchTo.isPending} onClick={() => switchTo.mutate(space._id)}>
            {t('builder.elsewhere.switch', { workspace: space.name })}
          </Button>
        }
      />
    );
  return <PageState kind="error" title={t('builder.loadError')} description={translateError(error)} />;
}
