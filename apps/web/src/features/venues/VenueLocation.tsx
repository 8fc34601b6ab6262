import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import type { Venue } from '@matchday/contracts';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../app/RuntimeConfigProvider.tsx';
import { toAddressLine, toMapEmbedUrl, toOpenStreetMapUrl } from './venue-map.ts';

/**
 * Where the venue is: with the maps key of the runtime configuration an embedded map, without it the address
 * as text (issue: "without it the address as text with a link to an open map"); the OpenStreetMap link either way.
 */
export function VenueLocation({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const { mapsApiKey } = useRuntimeConfig();
  const address = toAddressLine(venue);
  const osm = toOpenStreetMapUrl(venue);
  const embed = mapsApiKey ? toMapEmbedUrl(venue, mapsApiKey) : undefined;
  if (!address && !osm) return null;
  return (
    <Stack gap="xs">
      {address && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {address}
          </Text>
        </Group>
      )}
      {embed && (
        <Box
          component="iframe"
          title={t('venues.map.title', { name: venue.name })}
          src={embed}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          style={{ border: 0, width: '100%', height: 280, borderRadius: 8 }}
        />
      )}
      {osm && (
        <Anchor href={osm} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            {t('venues.map.open')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
