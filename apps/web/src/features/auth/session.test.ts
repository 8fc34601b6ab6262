import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../test/render.tsx';
import { anonymous, toAuthState } from './session.ts';

describe('toAuthState', () => {
  it("maps better-auth's session to the spec's Auth state", () => {
    expect(toAuthState(signedInSession('SystemAdmin'))).toEqual({
      user_id: 'u1',
      isAuthenticated: true,
      profile: {
        sub: 'u1',
        role: 'SystemAdmin',
        email: 'ada@example.com',
        name: 'Ada',
        allPayConnectedAccountId: null,
      },
    });
  });

  it('is anonymous when signed out (null) or when the body is not a session', () => {
    expect(toAuthState(null)).toEqual(anonymous);
    expect(toAuthState({ user: { name: 'no id' } })).toEqual(anonymous);
  });
});
