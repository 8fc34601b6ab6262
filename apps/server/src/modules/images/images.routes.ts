import multipart from '@fastify/multipart';
import { ProblemSchema, UploadedImage } from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ensureSignedIn } from '../../core/access.ts';
import { contextOf } from '../../core/request-context.ts';
import { AppError } from '../../errors.ts';
import { MAX_IMAGE_BYTES, storeImage } from './images.service.ts';

const problem = ProblemSchema.describe('Problem details (RFC 9457) with a stable `code`.');

/**
 * `POST /image` (spec §7 "Other"), mounted at /api: one multipart file part, answered with its media id.
 * Registered by hand, not from the contract table: its body is multipart, not JSON. Its schema says what
 * the table would (operationId, summary, security, problem responses).
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  app.post(
    '/image',
    {
      schema: {
        tags: ['images'],
        operationId: 'uploadImage',
        summary: 'Upload an image (stored as WebP) and get its media id',
        description:
          'multipart/form-data with one file part (any field name); at most 5 MB. Stored as WebP.\n\nRequires sign-in.',
        consumes: ['multipart/form-data'],
        security: [{ cookieAuth: [] }],
        response: { 201: UploadedImage, 400: problem, 401: problem, 413: problem },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      // What `Access.signedIn` does for the table's routes: 401 before the upload is read.
      ensureSignedIn(ctx);
      if (!request.isMultipart()) {
        throw AppError.invalid('image.multipart_required', 'Send the image as multipart/form-data.', [
          { field: 'body.file', message: 'Required' },
        ]);
      }
      const file = await request.file();
      if (!file) {
        throw AppError.invalid('image.file_required', 'Attach an image file.', [
          { field: 'body.file', message: 'Required' },
        ]);
      }
      // Throws 413 (FST_REQ_FILE_TOO_LARGE) past the limit.
      const bytes = await file.toBuffer();
      return reply.status(201).send(await storeImage(ctx, app.storage, bytes));
    },
  );
};
