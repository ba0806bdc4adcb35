import { Divider, NavLink } from '@mantine/core';
import { Tooltip } from '../../components/deferred-mantine';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isWebLink } from '@leadloop/domain/common/web-link';
import type { Brand } from '../../features/brand';
import classes from './shell.module.css';

export type BrandLink = Brand['sidebar_links'][number];

/** Only http(s) links are rendered (000 §2 brand links); anything else a brand holds is left out. */
export const webLinksOf = (links: readonly BrandLink[]) => links.filter((link) => isWebLink(link.url));

/** Opens in a new tab, never handing the app's window to the page opened. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface SidebarBrandLinksProps {
  links: readonly BrandLink[];
  collapsed: boolean;
  /** `sidebar`: under the navigation groups; `bottom`: the sidebar's bottom block. */
  place: 'sidebar' | 'bottom';
}

/** A brand's own links in the sidebar (its own chunk: only brands with links load it). */
export function SidebarBrandLinks({ links, collapsed, place }: SidebarBrandLinksProps) {
  const { t } = useTranslation('shell');
  const shown = webLinksOf(links);
  if (!shown.length) return null;
  return (
    <>
      {place === 'sidebar' && <Divider my="xs" />}
      {shown.map((link, index) => {
        const name = `${link.label} (${t('nav.newTab')})`;
        const item = (
          <NavLink
            key={`${index}-${link.url}`}
            component="a"
            href={link.url}
            {...NEW_TAB}
            label={collapsed ? null : link.label}
            aria-label={name}
            leftSection={<IconExternalLink size={20} stroke={1.6} />}
            className={classes.navLink}
            data-collapsed={collapsed || undefined}
            data-testid={`brand-link-${place}`}
          />
        );
        return collapsed ? (
          <Tooltip key={`${index}-${link.url}`} label={link.label} position="right" withArrow>
            <div>{item}</div>
          </Tooltip>
        ) : (
          item
        );
      })}
    </>
  );
}
