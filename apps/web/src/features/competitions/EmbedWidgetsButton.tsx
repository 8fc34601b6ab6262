import { Button } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadDialog = () => import('./EmbedWidgetsDialog.tsx');
const EmbedWidgetsDialog = lazy(() => loadDialog().then((m) => ({ default: m.EmbedWidgetsDialog })));

/**
 * "Embed": the iframe snippet of each widget of a competition (standings, fixtures, results) in a light or
 * dark theme, with a live preview, for an organiser to paste into their own website. The dialog's code
 * (EmbedWidgetsDialog.tsx: modal, segmented controls) loads when a pointer comes over the button or it takes
 * focus, not with the page (issue 13: a phone's main thread while the page loads). Here with the competition
 * pages that offer it (admin and public); the widgets it embeds are features/widgets, their addresses
 * src/lib/widget-links.ts.
 */
export function EmbedWidgetsButton({
  champId,
  champName,
  size = 'sm',
}: {
  champId: string;
  champName: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Once opened it stays mounted, so it closes with its transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconCode size={16} />}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        {t('widgets.embed.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <EmbedWidgetsDialog
            champId={champId}
            champName={champName}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
