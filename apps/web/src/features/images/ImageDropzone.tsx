import { Box, Button, Group, Image, Input, LoadingOverlay, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../components/notifications.ts';
import { useMediaUrl, useUploadImage } from './api.ts';
import classes from './ImageDropzone.module.css';

/** Largest file accepted before upload; the server re-encodes to WebP and enforces its own limit. */
const MAX_BYTES = 5 * 1024 * 1024;

/** The image types the picker offers (those @mantine/dropzone's IMAGE_MIME_TYPE named), as react-dropzone takes them. */
const IMAGE_TYPES: Record<string, string[]> = Object.fromEntries(
  [
    'image/png',
    'image/gif',
    'image/jpeg',
    'image/svg+xml',
    'image/webp',
    'image/avif',
    'image/heic',
    'image/heif',
  ].map((type) => [type, []]),
);

type Props = {
  label: string;
  /** The media id, or null when there is no image. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** Shown height of the preview in pixels. */
  previewHeight?: number;
};

/**
 * Drop or pick an image (react-dropzone: a click, Enter or Space opens the file picker), upload it with
 * `POST /image` (with progress), and show it from its media id.
 */
export function ImageDropzone({ label, value, onChange, previewHeight = 96 }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadImage(setProgress);
  const url = useMediaUrl(value);
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject } = useDropzone({
    accept: IMAGE_TYPES,
    maxSize: MAX_BYTES,
    multiple: false,
    disabled: upload.isPending,
    onDropRejected: () => setError(t('images.rejected', { size: MAX_BYTES / (1024 * 1024) })),
    onDropAccepted: (files) => {
      const file = files[0];
      if (!file) return;
      setError(null);
      setProgress(0);
      upload.mutate(file, {
        onSuccess: (image) => onChange(image.id),
        onError: (e) => setError(toErrorMessage(e)),
      });
    },
  });
  const accepted = isDragActive && isDragAccept;
  const rejected = isDragActive && isDragReject;

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
        <Box
          {...getRootProps({ className: `${classes.root} mantine-focus-auto` })}
          data-accept={accepted || undefined}
          data-reject={rejected || undefined}
          data-loading={upload.isPending || undefined}
        >
          <LoadingOverlay visible={upload.isPending} />
          <input {...getInputProps({ 'aria-label': t('images.choose', { label }) })} />
          <Group justify="center" gap="sm" mih={64} className={classes.inner}>
            {accepted ? <IconUpload size={28} /> : rejected ? <IconX size={28} /> : <IconPhoto size={28} />}
            <Text size="sm" c="dimmed">
              {value ? t('images.replace') : t('images.drop')}
            </Text>
          </Group>
        </Box>
        {upload.isPending ? <Progress value={progress} animated aria-label={t('images.uploading')} /> : null}
      </Stack>
    </Input.Wrapper>
  );
}
