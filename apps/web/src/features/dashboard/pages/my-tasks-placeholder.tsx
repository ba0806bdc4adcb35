import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';

/** TODO(lead): the tasks helper's `myTasksRoute` (features/tasks) replaces this child at merge. */
export function MyTasksPlaceholder() {
  const { t } = useTranslation('dashboard');
  return <PageState kind="empty" title={t('tabs.myTasks')} description={t('tasksSoon')} />;
}
