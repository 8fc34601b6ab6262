import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../test/render.tsx';
import { ApiError, http, setApiBases, toApiError, toApiUrl, toQueryString } from './http.ts';

afterEach(() => vi.unstubAllGlobals());

describe('toApiError', () => {
  it('maps problem+json to code, status, detail and field errors keyed by form field', () => {
    const error = toApiError(400, {
      type: 'about:blank',
      title: 'Invalid request',
      status: 400,
      code: 'request.invalid',
      detail: 'body.name: Too small',
      errors: [
        { field: 'body.name', message: 'Too small' },
        { field: 'query.pageSize', message: 'Too big' },
        { field: 'rules.win', message: 'Must be positive' },
      ],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('request.invalid');
    expect(error.message).toBe('body.name: Too small');
    expect(error.fieldErrors).toEqual({
      name: 'Too small',
      pageSize: 'Too big',
      'rules.win': 'Must be positive',
    });
  });

  it("maps better-auth's { code, message } errors", () => {
    const error = toApiError(401, {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(error.message).toBe('Invalid email or password');
    expect(error.fieldErrors).toEqual({});
  });

  it('gives a body that is not JSON an http.<status> code', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.code).toBe('http.502');
    expect(error.status).toBe(502);
  });
});

describe('toQueryString', () => {
  it('drops null and undefined values and repeats array values (spec §5)', () => {
    expect(toQueryString({ a: 1, b: null, c: undefined, d: 'x y', ids: ['1', '2'], f: false })).toBe(
      '?a=1&d=x+y&ids=1&ids=2&f=false',
    );
    expect(toQueryString({ a: null })).toBe('');
  });
});

describe('http', () => {
  it('sends JSON with cookies and returns the parsed body', async () => {
    const { fetchMock } = mockServer({ 'POST /api/things': { status: 201, body: { id: 't1' } } });
    await expect(http.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 't1' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"x"}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('throws ApiError with the server field errors on a problem+json refusal', async () => {
    mockServer({
      'PUT /api/things/1': {
        status: 409,
        contentType: 'application/problem+json',
        body: {
          status: 409,
          code: 'thing.name_taken',
          title: 'Taken',
          errors: [{ field: 'body.name', message: 'is taken' }],
        },
      },
    });
    const error = await http.put('/api/things/1', { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'thing.name_taken', fieldErrors: { name: 'is taken' } });
  });

  it('turns a network failure into ApiError network.unreachable with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(http.get('/api/health')).rejects.toMatchObject({ status: 0, code: 'network.unreachable' });
  });

  it('answers null for an empty 2xx body (better-auth get-session when signed out)', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { status: 200 } });
    await expect(http.get('/security/v1/auth/get-session')).resolves.toBeNull();
  });
});

describe('toApiUrl', () => {
  afterEach(() =>
    setApiBases({ standingsApiBase: '/api', securityApiBase: '/security', chatApiBase: '/chat' }),
  );

  it('keeps call paths on this site by default', () => {
    expect(toApiUrl('/api/sport-types')).toBe('/api/sport-types');
    expect(toApiUrl('/security/v1/auth/get-session')).toBe('/security/v1/auth/get-session');
    expect(toApiUrl('/runtime-config.json')).toBe('/runtime-config.json');
  });

  it("puts each service's calls under the base the runtime configuration names", () => {
    setApiBases({
      standingsApiBase: 'https://standings.example/api/',
      securityApiBase: 'https://login.example/security',
      chatApiBase: '/chat',
    });
    expect(toApiUrl('/api/sport-types')).toBe('https://standings.example/api/sport-types');
    expect(toApiUrl('/security/v1/users/u1/profile')).toBe(
      'https://login.example/security/v1/users/u1/profile',
    );
    expect(toApiUrl('/apix/other')).toBe('/apix/other');
  });
});
