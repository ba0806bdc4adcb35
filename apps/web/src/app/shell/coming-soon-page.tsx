import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

/** An area of the product that is not built yet, shown inside the shell. */
export function ComingSoonPage({ area }: { area: string }) {
  const { t } = useTranslation('shell');
  return (
    <ComingSoon
      title={t(`nav.${area}`)}
      badge={t('comingSoon.badge')}
      description={t('comingSoon.text', { area: t(`nav.${area}`) })}
    />
  );
}
