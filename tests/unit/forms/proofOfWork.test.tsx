import { cleanup, waitFor } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nativeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { proveWork, solveOnMainThread } from '../../../src/domain/account/proofOfWork.ts';
import { POW_ALGORITHM, POW_COST } from '../../../server/src/captcha/powLevels.ts';
import { createFixtureApi } from '../../support/fixtureApi.ts';
import { cheapChallenge, POW_SECRET } from './fixtures.ts';
import { input, renderForm, submit, type } from './helpers.ts';

const decode = (altcha: string) => JSON.parse(atob(altcha)) as Parameters<typeof verifySolution>[0];

describe('captcha proof of work (client)', () => {
  afterEach(cleanup);
  beforeEach(() => localStorage.clear());

  it('asks for the challenge naming the account and answers a payload the server verifies', async () => {
    const api = createFixtureApi({ captchaChallenge: cheapChallenge });
    const altcha = await proveWork(api, 'player01');
    expect(api.calls.map((c) => [c.name, c.body])).toEqual([['captchaChallenge', { username: 'player01' }]]);
    const { challenge, solution } = decode(altcha);
    expect(solution.counter).toBe(3);
    const r = await verifySolution({ challenge, solution, deriveKey: nativeDeriveKey, hmacSignatureSecret: POW_SECRET });
    expect(r.verified).toBe(true);
  });

  it('a challenge that cannot be solved is refused in the words of the server, asking for a new image', async () => {
    const api = createFixtureApi({ captchaChallenge: cheapChallenge });
    const err = await proveWork(api, undefined, async () => null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err).toMatchObject({ status: 400, errorCode: 'captcha.pow.err', value: { captcha: true } });
    const thrown = await proveWork(api, undefined, () => Promise.reject(new Error('worker died'))).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ errorCode: 'captcha.pow.err' });
  });

  it("the browser's WebCrypto solver finds the counter of a challenge made with the server's algorithm and cost", async () => {
    const challenge = await createChallenge({
      algorithm: POW_ALGORITHM,
      cost: POW_COST,
      counter: 7,
      deriveKey: nativeDeriveKey,
      hmacSignatureSecret: POW_SECRET,
    });
    const solution = await solveOnMainThread(challenge);
    expect(solution?.counter).toBe(7);
    expect((await verifySolution({ challenge, solution: solution!, deriveKey: nativeDeriveKey, hmacSignatureSecret: POW_SECRET })).verified).toBe(true);
  });

  it('login: the captcha answer goes with its proof of work; a refused proof is said in words and brings a new image', async () => {
    let logins = 0;
    const app = await renderForm('/m/login', {
      fixtures: {
        login: () =>
          ++logins === 1
            ? new PlatformError(400, 'login.cred.err', 'bad', { captcha: true })
            : new PlatformError(400, 'captcha.pow.err', 'The security check of this attempt is missing or not valid, please try again.', { captcha: true }),
      },
    });
    await type('login-form', 'username', 'player01');
    await type('login-form', 'password', 'wrong99');
    await submit('login.form');
    // The first try carried no captcha, so no proof of work either.
    expect(app.calls.filter((c) => c.name === 'captchaChallenge')).toHaveLength(0);
    const images = () => app.calls.filter((c) => c.name === 'captcha').length;
    const before = images();
    await type('login-form', 'captcha', '1234');
    await submit('login.form');
    await waitFor(() => expect(app.store.getState().toasts.map((t) => t.messageKey)).toContain('captcha_pow_error'));
    expect(app.calls.find((c) => c.name === 'captchaChallenge')?.body).toEqual({ username: 'player01' });
    const sent = app.calls.filter((c) => c.name === 'login')[1];
    expect(sent?.body).toMatchObject({ captcha: '1234', altcha: expect.any(String) });
    expect(decode(String(sent?.body?.altcha)).solution.counter).toBe(3);
    await waitFor(() => expect(images()).toBe(before + 1));
    expect(input('login-form', 'captcha').value).toBe('');
  });
});
