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
  mailSettingsLink: 'Mail settings',
  mail: {
    title: 'Mail settings',
    intro:
      'Members get confirmation and password-reset mail once this Matchday can send mail. Give the address of your SMTP server (your mail provider tells you its host, port, user name and password).',
    fromEnvironment:
      'Mail goes out through the server set in the environment (SMTP_URL); it wins over what is saved here.',
    notConfigured:
      'Mail is not set up yet: members cannot confirm their address or reset their password by mail, and they are told to ask you. Until then, make a member a reset link below, or find their links and codes in the outbox and pass them on.',
    configured: 'Mail goes out through {{url}}.',
    smtpUrl: 'SMTP server',
    smtpUrlHelp:
      'smtp://user:password@mail.example.com:587, or smtps://…:465. A saved password shows as ***; leave it so to keep it.',
    from: 'Sender',
    fromHelp: 'Who the mail comes from, e.g. Riverside League <no-reply@riverside.example>',
    save: 'Save mail settings',
    saved: 'Mail settings saved',
    testTitle: 'Send a test mail',
    testTo: 'Send it to',
    testSend: 'Send test mail',
    testSent: 'Test mail sent to {{to}}: check that it arrived.',
  },
  resetLink: {
    title: 'Hand a member a reset link',
    intro:
      'For a member who cannot reset their password by mail: make a link that lets them choose a new one, and pass it on yourself. It works once, for 24 hours; their password stays as it is until they use it.',
    member: 'Member',
    make: 'Make reset link',
    linkFor: 'Reset link for {{name}}',
    copy: 'Copy',
    copied: 'Copied',
    expires: 'Works once, until {{at}}.',
  },
} as const;
