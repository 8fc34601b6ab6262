import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * Where uploaded files (images, media) go. `put` returns the media path relative to the storage bucket
 * (spec §3: a media id may be such a path); the web app prefixes it with the runtime `storageBaseUrl`.
 * Local default: DATA_DIR/uploads served at /storage; an S3-compatible bucket implements the same interface.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  remove(path: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** File extension per accepted content type; the extension decides the type a file is served with. */
export const extensionOf: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'application/pdf': '.pdf',
};

const keyPattern = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(?:\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

/** A unique key for a new file in a folder, e.g. `images/3f9c…` (the extension is added by `put`). */
export function generateStorageKey(folder: string): string {
  return `${folder}/${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
}

/** Files in a local folder. Keys are checked so that nothing is written outside it. */
export class LocalFolderStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<string> {
    const extension = extensionOf[contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
    if (!extension) {
      throw AppError.invalid('storage.type_not_allowed', `Files of type ${contentType} cannot be stored.`);
    }
    const path = extname(key).toLowerCase() === extension ? key : `${key}${extension}`;
    const file = this.fileOf(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return path;
  }

  async remove(path: string): Promise<void> {
    await rm(this.fileOf(path), { force: true });
  }

  private fileOf(path: string): string {
    if (!keyPattern.test(path) || path.split('/').some((part) => part === '..' || part === '.')) {
      throw AppError.invalid('storage.key_invalid', `The storage key ${path} is not allowed.`);
    }
    const file = resolve(this.root, path);
    if (!file.startsWith(this.root + sep)) {
      throw AppError.invalid('storage.key_invalid', `The storage key ${path} is not allowed.`);
    }
    return file;
  }
}

/**
 * Decorates `app.storage`. With an in-memory data folder (tests) the files go to a temporary folder that
 * is removed when the app closes; `app.storageRoot` tells /storage where to serve from.
 */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  let root = app.deps.config.uploadsDir;
  if (root === undefined) {
    const temporary = await mkdtemp(join(tmpdir(), 'matchday-uploads-'));
    app.addHook('onClose', () => rm(temporary, { recursive: true, force: true }));
    root = temporary;
  }
  await mkdir(root, { recursive: true });
  app.decorate('storage', new LocalFolderStorage(root));
  app.decorate('storageRoot', root);
});

declare module 'fastify' {
  interface FastifyInstance {
    storageRoot: string;
  }
}
