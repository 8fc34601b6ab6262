/** English texts of `/contact-us` and `/admin/contact-messages`. */
export const contactEn = {
  title: 'Contact us',
  intro:
    'Questions, ideas or trouble with a competition? Write to the Matchday team and we will answer by email.',
  fields: {
    name: 'Your name',
    email: 'Your email',
    subject: 'Subject',
    message: 'Message',
  },
  messageHint: '{{count}} / {{max}} characters',
  validation: {
    nameRequired: 'Enter your name',
    nameTooLong: 'Your name can have at most {{max}} characters',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter a valid email address',
    subjectRequired: 'Enter a subject',
    subjectTooLong: 'The subject can have at most {{max}} characters',
    messageTooShort: 'The message needs at least {{min}} characters',
    messageTooLong: 'The message can have at most {{max}} characters',
  },
  submit: 'Send message',
  checking: 'Checking you are human…',
  checkingHint:
    'Your device solves a small puzzle instead of asking you to pick pictures. It takes a moment.',
  sending: 'Sending…',
  success: {
    title: 'Thanks — your message is on its way.',
    body: 'We sent a confirmation to {{email}}.',
    another: 'Send another message',
  },
  errors: {
    title: 'Your message was not sent',
    captcha: 'The human check did not pass or has expired. Send the message again to retry.',
    rateLimited: 'You have sent several messages in the last hour. Please try again later.',
    recaptchaMissing: 'Tick "I\'m not a robot" before sending.',
    failed: 'Something went wrong. Please try again.',
  },
  recaptchaLoading: 'Loading the captcha…',
  admin: {
    title: 'Contact messages',
    intro: 'Messages sent through the contact form, newest first. Reply by email.',
    empty: 'No one has written through the contact form yet.',
    failed: 'The messages could not be loaded.',
    refresh: 'Refresh',
    from: 'From {{name}}',
    signedIn: 'Signed in',
    total_one: '{{count}} message',
    total_other: '{{count}} messages',
  },
} as const;
