import { Avatar } from '@mantine/core';
import { useMediaUrl } from '../images/media-url.ts';

/** A league's or team's logo from its media id, with the initials when there is none. */
export function LeagueLogo({ logo, name, size = 40 }: { logo: string | null; name: string; size?: number }) {
  const url = useMediaUrl(logo);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <Avatar src={url || null} alt={name} size={size} radius="sm" color="blue">
      {initials}
    </Avatar>
  );
}
