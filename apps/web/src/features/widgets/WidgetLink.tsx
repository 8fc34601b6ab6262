import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link of a compact view: inside the app a router link; inside a widget (framed by another site) a new tab on
 * our site, so the organiser's page stays where it is.
 */
export function WidgetLink({
  to,
  external,
  children,
  ...props
}: AnchorProps & { to: string; external: boolean; children: ReactNode; 'aria-label'?: string }) {
  if (external) {
    return (
      <Anchor href={new URL(to, window.location.origin).toString()} target="_blank" rel="noopener" {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}
