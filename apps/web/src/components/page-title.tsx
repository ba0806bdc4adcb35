import { Title, VisuallyHidden, type TitleProps } from '@mantine/core';

/**
 * The one h1 of a screen (issue 12: assistive technology lands on it), styled as the h2 the product's
 * screens use. A screen whose layout shows no title passes `visuallyHidden`: the h1 is read, not shown.
 */
export function PageTitle({ visuallyHidden, ...props }: TitleProps & { visuallyHidden?: boolean }) {
  // a long name (a campaign's, pasted without spaces) wraps instead of running off the screen
  const title = <Title order={1} size="h2" {...props} style={[{ overflowWrap: 'anywhere' }, props.style]} />;
  return visuallyHidden ? <VisuallyHidden>{title}</VisuallyHidden> : title;
}
