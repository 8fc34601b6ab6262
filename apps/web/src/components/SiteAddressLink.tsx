import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/**
 * A league site's address under a page's title, opening in a new tab. It keeps to one line and ends in "…" when
 * the screen is narrower: on a phone a competition's address (`{subdomain}.{domain}/champ/{uuid}`) wrapped to
 * three lines, pushed the tabs down when it arrived and was the page's largest text, so the page counted as
 * drawn only once the league had loaded (issue 13, Lighthouse's largest contentful paint). The whole address
 * stays the link's text, so screen readers and the tooltip (`title`) read all of it.
 */
export function SiteAddressLink({ href, address }: { href: string; address: string }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noreferrer"
      size="sm"
      title={address}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minWidth: 0, maxWidth: '100%' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{address}</span>
      <IconExternalLink size={14} aria-hidden style={{ flex: 'none' }} />
    </Anchor>
  );
}
