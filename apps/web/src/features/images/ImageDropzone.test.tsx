import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import { RuntimeConfigProvider } from '../../app/RuntimeConfigProvider.tsx';
import { theme } from '../../app/theme.ts';
import { ImageDropzone } from './ImageDropzone.tsx';

/** POST /api/image goes through XMLHttpRequest (upload progress): a fake that answers like the server. */
const sent: FormData[] = [];
class FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 201;
  responseText = JSON.stringify({
    id: 'images/3f1c.webp',
    width: 800,
    height: 450,
    size: 12000,
    contentType: 'image/webp',
  });
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    sent.push(form);
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

function Field() {
  const [value, setValue] = useState<string | null>(null);
  return <ImageDropzone label="Logo" value={value} onChange={setValue} />;
}

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.runtimeConfig, { storageBaseUrl: '/storage' });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <RuntimeConfigProvider>
          <Field />
        </RuntimeConfigProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const refused = 'Choose a PNG, JPEG, WebP or GIF image of at most 5 MB';

describe('ImageDropzone', () => {
  it('uploads the chosen image and shows it from its media id, until it is removed', async () => {
    show();
    const input = screen.getByLabelText('Choose an image for Logo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('image/png');
    expect(screen.getByText('Drop an image here or click to choose one')).toBeInTheDocument();

    await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      '/storage/images/3f1c.webp',
    );
    expect(sent[0]?.get('file')).toBeInstanceOf(File);
    expect(screen.getByText('Drop another image to replace it')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
  });

  it.each([
    ['not an image', new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' })],
    ['over 5 MB', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })],
  ])('refuses a file %s without uploading it', async (_, file) => {
    show();
    // A picker that ignores `accept` (or a drop) can still hand over any file.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Choose an image for Logo'), file);
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
