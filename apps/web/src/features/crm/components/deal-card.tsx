import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Avatar, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib';
import type { DealCard } from '../types';
import classes from './crm.module.css';

/** A deal as a card: name, amount in its currency, prospect, owner. */
export function DealCardView({ deal, dragging }: { deal: DealCard; dragging?: boolean }) {
  const { t, i18n } = useTranslation('crm');
  return (
    <Paper withBorder radius="sm" p="xs" className={classes.card} data-overlay={dragging || undefined}>
      <Text size="sm" fw={600} lineClamp={2} data-testid="deal-name">
        {deal.name}
      </Text>
      {deal.prospect && (
        <Group gap={4} mt={2} wrap="nowrap" c="dimmed">
          <IconUser size={12} />
          <Text size="xs" truncate>
            {deal.prospect.name}
          </Text>
        </Group>
      )}
      <Group justify="space-between" mt={6} wrap="nowrap">
        <Text size="sm" fw={700} c="teal">
          {formatMoney(deal.amount, deal.currency, i18n.language)}
        </Text>
        <Tooltip label={deal.owner_name ? t('ownedBy', { name: deal.owner_name }) : t('noOwner')}>
          <Avatar
            size={22}
            radius="xl"
            color="initials"
            name={deal.owner_name ?? '?'}
            data-testid="deal-owner"
          >
            {deal.owner_name ? undefined : '?'}
          </Avatar>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/** The card on the board: draggable and sortable; a click (without a drag) or Enter opens it. */
export function SortableDealCard({
  deal,
  disabled,
  onOpen,
}: {
  deal: DealCard;
  disabled?: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('crm');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: deal._id,
    disabled,
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      className={isDragging ? classes.card : undefined}
      data-testid="deal-card"
      data-deal={deal.name}
      {...attributes}
      {...listeners}
      aria-roledescription={t('dealRole')}
      aria-label={deal.name}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen();
        else listeners?.onKeyDown?.(event);
      }}
    >
      <DealCardView deal={deal} />
    </div>
  );
}
