import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import { getMailSettings, sendTestMail, updateMailSettings } from './mail-settings.service.ts';

/** The SystemAdmin's mail settings (issue 30): `/api/admin/settings/mail` and its test mail. */
export const mailSettingsRoutes = defineHandlers(api.mailSettings, {
  getMailSettings: (ctx, _input, { request }) => getMailSettings(ctx, request.server.deps.config),
  updateMailSettings: (ctx, { body }, { request }) =>
    updateMailSettings(ctx, request.server.deps.config, body),
  sendTestMail: (ctx, { body }, { request }) => sendTestMail(ctx, request.server.deps.config, body),
});
