import {
  Box,
  Button,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  toWidgetPath,
  toWidgetSnippet,
  WIDGET_KINDS,
  WIDGET_THEMES,
  type WidgetKind,
  type WidgetTheme,
} from '../../lib/widget-links.ts';

/**
 * The "Embed" dialog (EmbedWidgetsButton.tsx opens it): the iframe snippet of each widget of a competition
 * (standings, fixtures, results) in a light or dark theme, with a live preview.
 */
export function EmbedWidgetsDialog({
  champId,
  champName,
  opened,
  onClose,
}: {
  champId: string;
  champName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<WidgetKind>('standings');
  const [theme, setTheme] = useState<WidgetTheme>('light');
  const origin = window.location.origin;
  const title = t('widgets.title', { champ: champName, kind: t(`widgets.kinds.${kind}`) });
  const snippet = toWidgetSnippet(origin, champId, kind, theme, title);

  return (
    <Modal opened={opened} onClose={onClose} title={t('widgets.embed.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('widgets.embed.intro')}</Text>
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t('widgets.embed.kind')}
            value={kind}
            onChange={(value) => setKind(value as WidgetKind)}
            data={WIDGET_KINDS.map((k) => ({ value: k, label: t(`widgets.kinds.${k}`) }))}
          />
          <SegmentedControl
            aria-label={t('widgets.embed.theme')}
            value={theme}
            onChange={(value) => setTheme(value as WidgetTheme)}
            data={WIDGET_THEMES.map((x) => ({ value: x, label: t(`widgets.embed.${x}`) }))}
          />
        </Group>
        <Textarea
          label={t('widgets.embed.code')}
          value={snippet}
          readOnly
          autosize
          minRows={3}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end">
          <CopyButton value={snippet}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? t('widgets.embed.copied') : t('widgets.embed.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" fw={600}>
          {t('widgets.embed.preview')}
        </Text>
        <Box
          component="iframe"
          src={toWidgetPath(champId, kind, theme)}
          title={title}
          h={380}
          w="100%"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        />
      </Stack>
    </Modal>
  );
}
