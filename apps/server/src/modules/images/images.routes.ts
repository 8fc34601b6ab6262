import multipart from '@fastify/multipart';
import { UploadedImage } from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { MAX_IMAGE_BYTES, storeImage } from './images.service.ts';

/** `POST /image` (spec §7 "Other"), mounted at /api: one multipart file part, answered with its media id. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  app.post(
    '/image',
    {
      schema: {
        tags: ['images'],
        description: 'multipart/form-data with one file part (any field name); at most 5 MB. Stored as WebP.',
        consumes: ['multipart/form-data'],
        response: { 201: UploadedImage },
      },
    },
    async (request, reply) => {
      if (!request.caller) throw AppError.unauthenticated();
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
      return reply.status(201).send(await storeImage(app.storage, request.caller, bytes));
    },
  );
};
