import { Container } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { useLabels } from '../api/fetch-labels';
import { LabelsManager } from '../components/labels-manager';
import { PageTitle } from '../../../components/page-title';

/**
 * 000 §2 /preferences/workspace/labels/{id} (list), …/create-new and …/edit/{labelId}: the editor's
 * state lives in the address so a reload keeps it open.
 */
export function LabelsPage({ mode }: { mode?: 'create' | 'edit' }) {
  const { t } = useTranslation('labels');
  const { id = '', labelId } = useParams();
  const navigate = useNavigate();
  const labels = useLabels();
  const base = `/preferences/workspace/labels/${id}`;
  const editing =
    mode === 'create'
      ? 'new'
      : mode === 'edit'
        ? (labels.data?.find((l) => l._id === labelId) ?? null)
        : null;
  if (mode === 'edit' && labels.isSuccess && !editing)
    return <PageState kind="error" title={t('notFound')} />;
  return (
    <Container size="md" px={0}>
      <PageTitle mb="md">{t('title')}</PageTitle>
      <LabelsManager
        editing={editing}
        onEdit={(label) =>
          navigate(label === 'new' ? `${base}/create-new` : label ? `${base}/edit/${label._id}` : base)
        }
      />
    </Container>
  );
}

export const CreateLabelPage = () => <LabelsPage mode="create" />;
export const EditLabelPage = () => <LabelsPage mode="edit" />;
