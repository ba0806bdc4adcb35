import { Pagination as MantinePagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's pagination with named arrow buttons (first, previous, next, last) for assistive technology. */
export function Pagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <MantinePagination
      role="navigation"
      aria-label={t('pagination.label')}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      {...props}
    />
  );
}
