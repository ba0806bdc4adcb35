import { Badge, type BadgeProps } from '@mantine/core';
import { labelTextColor } from '@leadloop/domain/format/color';

/** A label chip in its colour; text is white on dark colours (001 §9 luminance below 60). */
export function LabelBadge({
  name,
  color,
  ...props
}: { name: string; color: string } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge
      radius="sm"
      tt="none"
      fw={600}
      {...props}
      style={{ backgroundColor: color, color: labelTextColor(color), ...props.style }}
    >
      {name}
    </Badge>
  );
}
