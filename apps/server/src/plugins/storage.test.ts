import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { AppError } from '../errors.ts';
import { generateStorageKey, LocalFolderStorage } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'matchday-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('LocalFolderStorage', () => {
  const storage = new LocalFolderStorage(root);

  it('writes the bytes under the key and returns the media path with the type extension', async () => {
    const path = await storage.put('images/logo', png, 'image/png');
    expect(path).toBe('images/logo.png');
    expect(new Uint8Array(readFileSync(join(root, 'images/logo.png')))).toEqual(png);
  });

  it('keeps a key that already has the right extension', async () => {
    expect(await storage.put('images/photo.jpg', png, 'image/jpeg; charset=binary')).toBe('images/photo.jpg');
  });

  it('refuses a content type it does not store', async () => {
    await expect(storage.put('pages/x', png, 'text/html')).rejects.toMatchObject({
      code: 'storage.type_not_allowed',
    });
  });

  it.each(['../escape', 'images/../../escape', '/etc/passwd', 'images//x', '.hidden'])(
    'refuses the key %s that would leave the folder',
    async (key) => {
      await expect(storage.put(key, png, 'image/png')).rejects.toBeInstanceOf(AppError);
    },
  );

  it('removes a stored file', async () => {
    const path = await storage.put('images/gone', png, 'image/png');
    await storage.remove(path);
    expect(existsSync(join(root, path))).toBe(false);
  });

  it('generates distinct keys in a folder', () => {
    const a = generateStorageKey('images');
    expect(a).toMatch(/^images\/[a-z0-9]+-[0-9a-f]{16}$/);
    expect(generateStorageKey('images')).not.toBe(a);
  });
});

describe('/storage', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('serves what app.storage stored, by its media path', async () => {
    app = await createTestApp();
    const path = await app.storage.put(generateStorageKey('images'), png, 'image/png');
    const response = await app.inject({ method: 'GET', url: `/storage/${path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(response.rawPayload)).toEqual(png);
  });

  it('answers a 404 problem for a missing file', async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/storage/images/none.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route.not_found');
  });

  it('keeps files in DATA_DIR/uploads for a real data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-data-'));
    try {
      app = await createTestApp({ DATA_DIR: dataDir });
      const path = await app.storage.put('images/a', png, 'image/png');
      expect(existsSync(join(dataDir, 'uploads', path))).toBe(true);
    } finally {
      await app?.close();
      app = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
