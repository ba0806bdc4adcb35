import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconMessages } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { ListPane } from '../components/list-pane';
import { ProspectPanel } from '../components/prospect-panel';
import { ThreadPane } from '../components/thread-pane';
import classes from '../components/inbox.module.css';
import { useInboxMobile } from '../hooks/use-inbox-mobile';
import { readInboxFilters, writeInboxFilters } from '../lib/filters';

/** 000 §2 /inbox/{profileId?}: list, conversation and prospect info on one page (desktop). */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const { profileId } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mobile = useInboxMobile();
  const wide = useMediaQuery('(min-width: 1280px)', true, { getInitialValueInEffect: false });
  const [infoOpen, setInfoOpen] = useState(true);
  const filters = readInboxFilters(params);
  const qs = params.toString() ? `?${params.toString()}` : '';

  if (mobile)
    return <Navigate to={profileId ? `/inbox/chat/${profileId}${qs}` : `/inbox/dialogs${qs}`} replace />;

  return (
    <div className={classes.layout}>
      <PageTitle visuallyHidden>{t('title')}</PageTitle>
      <ListPane
        filters={filters}
        onFilters={(next) => setParams(writeInboxFilters(params, next), { replace: true })}
        activeProfileId={profileId ?? null}
        onOpen={(c) => navigate(`/inbox/${c.profile._id}${qs}`)}
      />
      {profileId ? (
        <ThreadPane
          key={profileId}
          profileId={profileId}
          onToggleInfo={wide ? () => setInfoOpen((o) => !o) : undefined}
          aside={(opened) =>
            wide && infoOpen ? (
              <div className={classes.infoPane}>
                <ProspectPanel profile={opened.profile} />
              </div>
            ) : null
          }
        />
      ) : (
        <div className={classes.threadPane}>
          <PageState
            kind="empty"
            icon={<IconMessages size={28} />}
            title={t('pickTitle')}
            description={t('pickText')}
            mih="100%"
          />
        </div>
      )}
    </div>
  );
}
