import { type CSSProperties, useState } from 'react';
import { useMediaUrl } from '../api/media-url.ts';
import classes from './LeagueLogo.module.css';

/**
 * A league's or team's logo from its media id, with the initials when there is none (or it fails to load).
 * Drawn as Mantine's Avatar drew it (a rounded square, blue initials on light blue), in plain elements: the
 * Avatar brought ~2 kB of gzipped script to every public page's first load (issue 13).
 */
export function LeagueLogo({ logo, name, size = 40 }: { logo: string | null; name: string; size?: number }) {
  const url = useMediaUrl(logo);
  const [failed, setFailed] = useState<string | null>(null);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const style = { '--logo-size': `${size}px` } as CSSProperties;
  return (
    <span className={classes.logo} style={style} data-testid="league-logo">
      {url && failed !== url ? (
        <img src={url} alt={name} onError={() => setFailed(url)} />
      ) : (
        <span title={name}>{initials}</span>
      )}
    </span>
  );
}
