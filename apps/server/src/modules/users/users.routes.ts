import {
  Address,
  AddressBody,
  ChangePasswordBody,
  Feedback,
  FeedbackBody,
  Me,
  PhoneStatus,
  PublicProfile,
  SetPhoneBody,
  UpdateProfileBody,
  UserIdParams,
  UserProfile,
  VerifyPhoneBody,
} from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller, toFetchHeaders } from '../../plugins/auth.ts';
import {
  changePassword,
  getAddress,
  getMe,
  getPhone,
  getProfile,
  getPublicProfile,
  sendFeedback,
  setPhone,
  updateAddress,
  updateProfile,
  verifyPhone,
} from './users.service.ts';

const base = '/security/v1/users/:userId';
const tags = ['security'];

/** The account pages' calls under /security/v1/users/{userId}/…, the signed-in profile and the public profile. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const phoneDeps = () => ({ db, mailer: app.mailer, secret: app.deps.config.authSecret });

  app.get(
    '/security/v1/users/me',
    {
      schema: {
        tags,
        summary: 'The signed-in profile (sub, role, email, name, allPayConnectedAccountId)',
        response: { 200: Me },
      },
    },
    async (request) => getMe(db, requireCaller(request)),
  );

  app.get(
    '/api/user/:userId/profile',
    {
      schema: {
        tags: ['users'],
        summary: "A user's public profile",
        params: UserIdParams,
        response: { 200: PublicProfile },
      },
    },
    async (request) => getPublicProfile(db, request.params.userId),
  );

  app.get(
    `${base}/profile`,
    {
      schema: {
        tags,
        summary: 'Profile (owner or SystemAdmin)',
        params: UserIdParams,
        response: { 200: UserProfile },
      },
    },
    async (request) => getProfile(db, requireCaller(request), request.params.userId),
  );

  app.put(
    `${base}/profile`,
    {
      schema: {
        tags,
        summary: 'Change the profile (owner)',
        params: UserIdParams,
        body: UpdateProfileBody,
        response: { 200: UserProfile },
      },
    },
    async (request) => updateProfile(db, requireCaller(request), request.params.userId, request.body),
  );

  app.get(
    `${base}/address`,
    {
      schema: {
        tags,
        summary: 'Postal address (owner or SystemAdmin)',
        params: UserIdParams,
        response: { 200: Address },
      },
    },
    async (request) => getAddress(db, requireCaller(request), request.params.userId),
  );

  app.put(
    `${base}/address`,
    {
      schema: {
        tags,
        summary: 'Set the postal address (owner)',
        params: UserIdParams,
        body: AddressBody,
        response: { 200: Address },
      },
    },
    async (request) => updateAddress(db, requireCaller(request), request.params.userId, request.body),
  );

  app.get(
    `${base}/phone`,
    {
      schema: {
        tags,
        summary: 'Phone number and whether it is verified',
        params: UserIdParams,
        response: { 200: PhoneStatus },
      },
    },
    async (request) => getPhone(db, requireCaller(request), request.params.userId),
  );

  app.put(
    `${base}/phone`,
    {
      schema: {
        tags,
        summary: 'Set an unverified phone number and send a 6-digit code by SMS (owner)',
        params: UserIdParams,
        body: SetPhoneBody,
        response: { 200: PhoneStatus },
      },
    },
    async (request) => setPhone(phoneDeps(), requireCaller(request), request.params.userId, request.body),
  );

  app.post(
    `${base}/verify-phone`,
    {
      schema: {
        tags,
        summary: 'Verify the phone number with the code sent by SMS (owner)',
        params: UserIdParams,
        body: VerifyPhoneBody,
        response: { 200: PhoneStatus },
      },
    },
    async (request) => verifyPhone(phoneDeps(), requireCaller(request), request.params.userId, request.body),
  );

  app.post(
    `${base}/reset-password`,
    {
      schema: {
        tags,
        summary: 'Change the signed-in user’s password (owner)',
        params: UserIdParams,
        body: ChangePasswordBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { setCookies } = await changePassword(
        app.auth,
        toFetchHeaders(request),
        caller,
        request.params.userId,
        request.body,
      );
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/feedback`,
    {
      schema: {
        tags,
        summary: 'Send feedback (owner)',
        params: UserIdParams,
        body: FeedbackBody,
        response: { 201: Feedback },
      },
    },
    async (request, reply) => {
      const feedback = await sendFeedback(db, requireCaller(request), request.params.userId, request.body);
      return reply.status(201).send(feedback);
    },
  );
};
