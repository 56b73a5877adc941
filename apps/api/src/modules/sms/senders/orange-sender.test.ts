import { describe, expect, it } from 'vitest';
import { ORANGE_SMS_ENV, startFakeOrangeSms } from '../../../../test/fakes/fake-orange-sms';
import { createTestApp } from '../../../../test/helper';
import { smsRepository } from '../sms-repository';
import { createOrangeSender } from './orange-sender';
import { SmsSendError } from './sms-sender';

const orange = await startFakeOrangeSms();
const ctx = await createTestApp({ ...ORANGE_SMS_ENV, ORANGE_SMS_BASE_URL: orange.url });

/** A sender on its own clock, against the fake. */
function sender(overrides: { clientSecret?: string; now?: () => number } = {}) {
  return createOrangeSender({
    baseUrl: `${orange.url}/`,
    clientId: ORANGE_SMS_ENV.ORANGE_SMS_CLIENT_ID,
    clientSecret: overrides.clientSecret ?? ORANGE_SMS_ENV.ORANGE_SMS_CLIENT_SECRET,
    senderAddress: '+2250700000000',
    senderName: 'Gbaka',
    // Generous: a process's first call takes a few hundred milliseconds on a busy machine.
    timeoutMs: Number(ORANGE_SMS_ENV.SMS_TIMEOUT_MS),
    now: overrides.now,
  });
}

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
};

describe('Orange SMS sender', () => {
  it('gets a token with the client credentials, then sends the documented request', async () => {
    const before = orange.state.requests.length;
    const result = await sender().send({ to: '+2250102030405', text: 'Gbaka : billet ABCD1234 confirmé.' });
    const [tokenCall, sendCall] = orange.state.requests.slice(before);
    expect(tokenCall).toMatchObject({
      method: 'POST',
      path: '/oauth/v3/token',
      body: { grant_type: 'client_credentials' },
      headers: expect.objectContaining({ 'content-type': 'application/x-www-form-urlencoded' }),
    });
    expect(sendCall).toMatchObject({
      method: 'POST',
      path: `/smsmessaging/v1/outbound/${encodeURIComponent('tel:+2250700000000')}/requests`,
      headers: expect.objectContaining({ authorization: expect.stringMatching(/^Bearer orange-token-/) }),
      body: {
        outboundSMSMessageRequest: {
          address: 'tel:+2250102030405',
          senderAddress: 'tel:+2250700000000',
          senderName: 'Gbaka',
          outboundSMSTextMessage: { message: 'Gbaka : billet ABCD1234 confirmé.' },
        },
      },
    });
    expect(result.providerMessageId).toMatch(/^req-\d+$/);
    expect(orange.delivered.at(-1)).toEqual({
      to: '+2250102030405',
      text: 'Gbaka : billet ABCD1234 confirmé.',
      senderName: 'Gbaka',
    });
  });

  it('keeps its token for the hour, asks a new one shortly before it ends, and one at once if Orange ends it early', async () => {
    let clock = 1_000_000;
    const orangeSender = sender({ now: () => clock });
    const tokensBefore = orange.tokenRequests();
    await Promise.all([1, 2, 3].map(() => orangeSender.send({ to: '+2250102030405', text: 'un' })));
    expect(orange.tokenRequests() - tokensBefore).toBe(1);

    clock += 58 * 60_000;
    await orangeSender.send({ to: '+2250102030405', text: 'deux' });
    expect(orange.tokenRequests() - tokensBefore).toBe(1);
    clock += 60_000;
    await orangeSender.send({ to: '+2250102030405', text: 'trois' });
    expect(orange.tokenRequests() - tokensBefore).toBe(2);

    orange.expireTokens();
    const messagesBefore = orange.messageRequests();
    await orangeSender.send({ to: '+2250102030405', text: 'quatre' });
    expect(orange.tokenRequests() - tokensBefore).toBe(3);
    expect(orange.messageRequests() - messagesBefore).toBe(2);
    expect(orange.delivered.at(-1)?.text).toBe('quatre');
  });

  it('refused credentials: worth another try once they are fixed, not a refused message', async () => {
    const error = await failure(sender({ clientSecret: 'wrong' }).send({ to: '+2250102030405', text: 'x' }));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^Orange refused a token: HTTP 401/);
  });

  it('a number Orange rejects fails for good, with its reason', async () => {
    orange.rejected.add('+2250999999999');
    const error = await failure(sender().send({ to: '+2250999999999', text: 'x' }));
    expect(error).toMatchObject({
      permanent: true,
      message: 'Orange SVC0004: No valid addresses provided in message part address',
    });
  });

  it('no bundle left, or Orange failing, is tried again later', async () => {
    const orangeSender = sender();
    orange.answerNext({
      status: 403,
      json: {
        requestError: {
          policyException: { messageId: 'POL0001', text: 'Policy error: %1', variables: 'Expired contract' },
        },
      },
    });
    expect(await failure(orangeSender.send({ to: '+2250102030405', text: 'x' }))).toMatchObject({
      permanent: false,
      message: 'Orange POL0001: Policy error: Expired contract',
    });
    orange.answerNext({ status: 500, json: { code: 1, message: 'Internal error' } });
    expect(await failure(orangeSender.send({ to: '+2250102030405', text: 'x' }))).toMatchObject({
      permanent: false,
      message: expect.stringMatching(/^Orange answered HTTP 500/),
    });
    try {
      orange.state.mode = 'garbage';
      expect((await failure(orangeSender.send({ to: '+2250102030405', text: 'x' }))).permanent).toBe(false);
    } finally {
      orange.state.mode = 'normal';
    }
  });

  it('gives up on a silent Orange after its timeout, to try again later', async () => {
    const orangeSender = sender();
    await orangeSender.send({ to: '+2250102030405', text: 'token first' });
    try {
      orange.state.mode = 'hang';
      const error = await failure(orangeSender.send({ to: '+2250102030405', text: 'x' }));
      expect(error).toMatchObject({ permanent: false, message: expect.stringMatching(/too slow/) });
    } finally {
      orange.state.mode = 'normal';
    }
  });

  it('is the app sender with SMS_PROVIDER=orange: the queue records its message id, or its refusal', async () => {
    const sent = await ctx.app.sms.send({ to: '+2250102030406', text: 'Bon voyage', kind: 'test' });
    expect(await smsRepository.findById(ctx.database.db, sent!)).toMatchObject({
      status: 'sent',
      provider: 'orange',
      providerMessageId: expect.stringMatching(/^req-/),
    });
    orange.rejected.add('+2250102030407');
    const refused = await ctx.app.sms.send({ to: '+2250102030407', text: 'Bon voyage', kind: 'test' });
    expect(await smsRepository.findById(ctx.database.db, refused!)).toMatchObject({
      status: 'failed',
      attempts: 1,
      provider: 'orange',
      lastError: 'Orange SVC0004: No valid addresses provided in message part address',
    });
  });
});
