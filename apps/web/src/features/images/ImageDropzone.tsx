import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../components/notifications.ts';
import { useMediaUrl, useUploadImage } from './api.ts';

/** Largest file accepted before upload; the server re-encodes to WebP and enforces its own limit. */
const MAX_BYTES = 5 * 1024 * 1024;

type Props = {
  label: string;
  /** The media id, or null when there is no image. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** Shown height of the preview in pixels. */
  previewHeight?: number;
};

/** Drop or pick an image, upload it with `POST /image` (with progress), and show it from its media id. */
export function ImageDropzone({ label, value, onChange, previewHeight = 96 }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadImage(setProgress);
  const url = useMediaUrl(value);

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {url ? (
          <Group gap="sm" align="center">
            <Image src={url} alt={label} h={previewHeight} w="auto" fit="contain" radius="sm" />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconX size={14} />}
              onClick={() => onChange(null)}
            >
              {t('images.remove')}
            </Button>
          </Group>
        ) : null}
        <Dropzone
          accept={IMAGE_MIME_TYPE}
          maxSize={MAX_BYTES}
          multiple={false}
          loading={upload.isPending}
          inputProps={{ 'aria-label': t('images.choose', { label }) }}
          onReject={() => setError(t('images.rejected', { size: MAX_BYTES / (1024 * 1024) }))}
          onDrop={(files) => {
            const file = files[0];
            if (!file) return;
            setError(null);
            setProgress(0);
            upload.mutate(file, {
              onSuccess: (image) => onChange(image.id),
              onError: (e) => setError(toErrorMessage(e)),
            });
          }}
        >
          <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={28} />
            </Dropzone.Idle>
            <Text size="sm" c="dimmed">
              {value ? t('images.replace') : t('images.drop')}
            </Text>
          </Group>
        </Dropzone>
        {upload.isPending ? <Progress value={progress} animated aria-label={t('images.uploading')} /> : null}
      </Stack>
    </Input.Wrapper>
  );
}
