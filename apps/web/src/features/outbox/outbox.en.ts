/** English texts of `/admin/outbox`. */
export const outboxEn = {
  title: 'Outbox',
  intro:
    'Every mail and text message this installation sent, newest first. Links in them can be opened here.',
  empty: 'Nothing has been sent yet.',
  failed: 'The outbox could not be loaded.',
  to: 'To: {{to}}',
  sentAt: 'Sent',
  channel: { email: 'Email', sms: 'SMS' },
  refresh: 'Refresh',
  total_one: '{{count}} message',
  total_other: '{{count}} messages',
} as const;
