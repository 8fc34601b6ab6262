/** English texts of sign-in, registration, password reset and email verification, and of the person picker. */
export const authEn = {
  /** The person picker (finding somebody by name to invite or to give a role). */
  people: {
    placeholder: 'Type a name',
    placeholderOrEmail: 'Type a name or an email address',
    typeMore_one: 'Type at least {{count}} letter of the name',
    typeMore_other: 'Type at least {{count}} letters of the name',
    searching: 'Searching…',
    nobody: 'Nobody by that name. Check the spelling, or try part of the name.',
    nobodyOrEmail: 'Nobody by that name. Check the spelling, or type their email address.',
    useEmail: 'Use the address {{email}}',
    required: 'Pick a person from the list',
    requiredOrEmail: 'Pick a person from the list or type an email address',
  },
  fields: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    newPassword: 'New password',
  },
  validation: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most {{max}} characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Email must be a valid address such as name@example.com',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least {{min}} characters',
    passwordTooLong: 'Password must be at most {{max}} characters',
    passwordsDiffer: 'Passwords do not match',
  },
  login: {
    title: 'Sign in to Matchday',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Create one',
    success: 'Welcome back, {{name}}!',
    unverified:
      'Your email {{email}} is not confirmed yet. Open the link we sent you, or send a new one from your profile.',
  },
  register: {
    title: 'Create your Matchday account',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    success: 'Your account is ready. We sent a link to {{email}} to confirm your email.',
    ready: 'Your account is ready.',
  },
  /**
   * Where a page promises a mail (or a text) this site cannot send yet (issue 30): no SMTP in the environment or
   * in the app's mail settings; text messages always (there is no SMS provider).
   */
  noMail: {
    reset: {
      title: 'This site cannot send email yet',
      body: 'No reset mail will arrive. Ask the site’s administrator for a reset link: they can make one for your account.',
    },
    confirm: {
      title: 'This site cannot send email yet',
      body: 'The confirmation mail will not arrive. You can use your account meanwhile; ask the site’s administrator if you need your email confirmed.',
    },
    phone: {
      title: 'This site cannot send text messages',
      body: 'The code will not arrive by SMS. Ask the site’s administrator for it: they can read it in the site’s outbox.',
    },
    contact: 'Write to them through Contact us.',
    console: 'In development, the message is printed in the server console.',
  },
  session: {
    unavailableTitle: 'We could not check whether you are signed in',
    unavailableBody: 'The server is busy or cannot be reached. We keep trying.',
  },
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sent: 'If an account exists for {{email}}, a link to reset the password is on its way.',
    backToLogin: 'Back to sign in',
  },
  reset: {
    title: 'Choose a new password',
    submit: 'Set new password',
    success: 'Your password was changed. Sign in with the new one.',
    missingToken: 'This reset link is incomplete. Ask for a new one.',
    requestNew: 'Ask for a new link',
  },
  verify: {
    title: 'Email confirmation',
    verifying: 'Confirming your email…',
    success: 'Your email is confirmed.',
    failed: 'This confirmation link is invalid or has expired.',
    missingToken: 'This confirmation link is incomplete.',
    continue: 'Continue',
  },
} as const;

/** better-auth error codes → texts a person can act on (looked up by `errors.<code>`). */
export const authErrorsEn = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  USER_ALREADY_EXISTS: 'An account with this email already exists.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists.',
  INVALID_TOKEN: 'This link is invalid or has expired.',
  TOKEN_EXPIRED: 'This link has expired. Ask for a new one.',
  PASSWORD_TOO_SHORT: 'The password is too short.',
  PASSWORD_TOO_LONG: 'The password is too long.',
  EMAIL_NOT_VERIFIED: 'Confirm your email first: open the link we sent you.',
} as const;
