import { ActionIcon, Box } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { useProspect } from '../../prospects';
import { ListPane } from '../components/list-pane';
import { ProspectPanel } from '../components/prospect-panel';
import { ThreadPane } from '../components/thread-pane';
import classes from '../components/inbox.module.css';
import { useInboxMobile } from '../hooks/use-inbox-mobile';
import { readInboxFilters, writeInboxFilters } from '../lib/filters';

const useQs = () => {
  const [params] = useSearchParams();
  return params.toString() ? `?${params.toString()}` : '';
};

/** /inbox/dialogs (mobile): the conversation list on its own screen. */
export function DialogsPage() {
  const { t } = useTranslation('inbox');
  const mobile = useInboxMobile();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const qs = useQs();
  if (!mobile) return <Navigate to={`/inbox${qs}`} replace />;
  return (
    <div className={classes.layout}>
      <PageTitle visuallyHidden>{t('title')}</PageTitle>
      <ListPane
        filters={readInboxFilters(params)}
        onFilters={(next) => setParams(writeInboxFilters(params, next), { replace: true })}
        activeProfileId={null}
        onOpen={(c) => navigate(`/inbox/chat/${c.profile._id}${qs}`)}
      />
    </div>
  );
}

/** /inbox/chat/{profileId} (mobile): the conversation, with back to dialogs and a link to info. */
export function ChatPage() {
  const { t } = useTranslation('inbox');
  const { profileId = '' } = useParams();
  const mobile = useInboxMobile();
  const navigate = useNavigate();
  const qs = useQs();
  if (!mobile) return <Navigate to={`/inbox/${profileId}${qs}`} replace />;
  return (
    <div className={classes.layout}>
      <PageTitle visuallyHidden>{t('title')}</PageTitle>
      <ThreadPane
        key={profileId}
        profileId={profileId}
        leading={
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('back')}
            onClick={() => navigate(`/inbox/dialogs${qs}`)}
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
        }
        onToggleInfo={() => navigate(`/inbox/info/${profileId}${qs}`)}
      />
    </div>
  );
}

/** /inbox/info/{profileId} (mobile): the prospect info panel. */
export function InfoPage() {
  const { t } = useTranslation('inbox');
  const { profileId = '' } = useParams();
  const mobile = useInboxMobile();
  const navigate = useNavigate();
  const qs = useQs();
  const prospect = useProspect(profileId, null);
  if (!mobile) return <Navigate to={`/inbox/${profileId}${qs}`} replace />;
  return (
    <Box>
      <PageTitle visuallyHidden>{t('title')}</PageTitle>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('back')}
        onClick={() => navigate(`/inbox/chat/${profileId}${qs}`)}
        mb="xs"
      >
        <IconArrowLeft size={18} />
      </ActionIcon>
      {prospect.isPending ? (
        <PageState kind="loading" />
      ) : prospect.isError ? (
        <PageState kind="error" title={t('threadError')} />
      ) : (
        <ProspectPanel profile={prospect.data} />
      )}
    </Box>
  );
}
