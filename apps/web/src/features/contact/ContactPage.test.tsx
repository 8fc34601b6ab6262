import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes } from '../../test/render.tsx';
import { ContactPage } from './ContactPage.tsx';

// The worker does not run in happy-dom: the solver is replaced, and each test decides when it finishes.
const solver = vi.hoisted(() => ({ finish: (_token: string) => {}, calls: [] as unknown[] }));
vi.mock('./captcha.ts', () => ({
  solveCaptcha: (challenge: unknown) => {
    solver.calls.push(challenge);
    return new Promise<string>((resolve) => {
      solver.finish = resolve;
    });
  },
}));

const challenge = {
  algorithm: 'SHA-256',
  challenge: 'a'.repeat(64),
  salt: 'salt?expires=2000000000',
  signature: 'b'.repeat(64),
  maxnumber: 100000,
};

beforeEach(() => {
  solver.calls.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderRoutes([{ path: '/contact-us', element: <ContactPage /> }], '/contact-us');
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values = {
    'Your name': 'Dana',
    'Your email': 'dana@example.com',
    Subject: 'Leagues',
    Message: 'How do I invite a whole team?',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByRole('textbox', { name: label });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('ContactPage', () => {
  it('says what is wrong with each field while the user types', async () => {
    const user = userEvent.setup();
    mockServer({});
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'dana@');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
    expect(await screen.findByText('The message needs at least 10 characters')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'D');
    await user.clear(screen.getByRole('textbox', { name: 'Your name' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a subject')).toBeInTheDocument();
    expect(solver.calls).toHaveLength(0);
  });

  it('checks the user is human, then sends the form with the payload as recaptchaResponse', async () => {
    const user = userEvent.setup();
    const { calls } = mockServer({
      'GET /api/contact-us/challenge': { body: challenge },
      'POST /api/contact-us': {
        status: 201,
        body: {
          id: '6c0f1b9e-7c1e-4a53-9d6e-0f8f7f2b8d11',
          email: 'dana@example.com',
          createdAt: '2026-01-01T00:00:00Z',
        },
      },
    });
    renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Checking you are human…')).toBeInTheDocument();
    await waitFor(() => expect(solver.calls).toEqual([challenge]));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    solver.finish('c29sdmVk');
    expect(await screen.findByText('Thanks — your message is on its way.')).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation to dana@example.com.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/contact-us?recaptchaResponse=c29sdmVk');
    expect(post?.body).toEqual({
      name: 'Dana',
      email: 'dana@example.com',
      subject: 'Leagues',
      message: 'How do I invite a whole team?',
    });
  });

  it('shows the refusal of the server and keeps what was typed', async () => {
    const user = userEvent.setup();
    mockServer({
      'GET /api/contact-us/challenge': { body: challenge },
      'POST /api/contact-us': {
        status: 429,
        body: { status: 429, code: 'contact.rate_limited', title: 'Too many', detail: 'Too many' },
      },
    });
    renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(solver.calls).toHaveLength(1));
    solver.finish('dG9rZW4=');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in the last hour. Please try again later.',
    );
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Leagues');
  });

  it("puts the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    mockServer({
      'GET /api/contact-us/challenge': { body: challenge },
      'POST /api/contact-us': {
        status: 400,
        body: {
          status: 400,
          code: 'request.invalid',
          title: 'Invalid request',
          detail: 'body.email: Enter a valid email address',
          errors: [{ field: 'body.email', message: 'The server does not accept this address' }],
        },
      },
    });
    renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(solver.calls).toHaveLength(1));
    solver.finish('dG9rZW4=');
    expect(await screen.findByText('The server does not accept this address')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('body.email: Enter a valid email address');
  });
});
