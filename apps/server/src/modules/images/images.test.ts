import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast } from '../champs/champs.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const BOUNDARY = '----matchday-test-boundary';

function multipart(bytes: Buffer, filename: string, type: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(payload: Buffer, cookie?: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return cast.app.inject({
    method: 'POST',
    url: '/api/image',
    payload,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}

describe('POST /api/image', () => {
  it('stores a large PNG as a WebP of at most 1024 px and answers its bucket-relative media id', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0a7f3f' } })
      .png()
      .toBuffer();
    // The declared type and file name lie; the content decides.
    const res = await upload(multipart(png, 'photo.gif', 'image/gif'), cast.owner);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 1024, height: 512, contentType: 'image/webp' });
    expect(body.id).toMatch(/^images\/[a-z0-9-]+\.webp$/);
    const stored = await readFile(join(cast.app.storageRoot, body.id));
    expect(stored.length).toBe(body.size);
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('keeps a small image at its size', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const res = await upload(multipart(jpeg, 'a.jpg', 'image/jpeg'), cast.owner);
    expect(res.json()).toMatchObject({ width: 64, height: 32 });
  });

  it('refuses content that is not an image, whatever it claims to be', async () => {
    const res = await upload(
      multipart(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png', 'image/png'),
      cast.owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'image.type_not_supported' });
  });

  it('answers 413 past 5 MB', async () => {
    const res = await upload(
      multipart(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png'),
      cast.owner,
    );
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('needs a signed-in caller and a file', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    expect((await upload(multipart(png, 'a.png', 'image/png'))).statusCode).toBe(401);
    const empty = await upload(Buffer.from(`--${BOUNDARY}--\r\n`), cast.owner);
    expect(empty.statusCode).toBe(400);
    const json = await upload(Buffer.from('{}'), cast.owner, 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('image.multipart_required');
  });
});
