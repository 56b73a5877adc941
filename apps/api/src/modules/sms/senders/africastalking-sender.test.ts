import { describe, expect, it } from 'vitest';
import {
  AFRICASTALKING_SMS_ENV,
  startFakeAfricasTalkingSms,
} from '../../../../test/fakes/fake-africastalking-sms';
import { createTestApp } from '../../../../test/helper';
import { smsRepository } from '../sms-repository';
import { createAfricasTalkingSender } from './africastalking-sender';
import { SmsSendError } from './sms-sender';

const at = await startFakeAfricasTalkingSms();
const ctx = await createTestApp({ ...AFRICASTALKING_SMS_ENV, AFRICASTALKING_BASE_URL: at.url });

function sender(overrides: { apiKey?: string; from?: string } = {}) {
  return createAfricasTalkingSender({
    baseUrl: `${at.url}/`,
    username: AFRICASTALKING_SMS_ENV.AFRICASTALKING_USERNAME,
    apiKey: overrides.apiKey ?? AFRICASTALKING_SMS_ENV.AFRICASTALKING_API_KEY,
    from: overrides.from ?? 'Gbaka',
    timeoutMs: Number(AFRICASTALKING_SMS_ENV.SMS_TIMEOUT_MS),
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
const sms = { to: '+2250102030405', text: 'Gbaka : billet ABCD1234 confirmé.' };

describe("Africa's Talking SMS sender", () => {
  it('posts the documented form with the key in its header, and keeps the message id', async () => {
    const result = await sender().send(sms);
    expect(at.state.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/version1/messaging',
      headers: expect.objectContaining({
        apikey: AFRICASTALKING_SMS_ENV.AFRICASTALKING_API_KEY,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      }),
      body: { username: 'gbaka', to: sms.to, message: sms.text, from: 'Gbaka' },
    });
    expect(result.providerMessageId).toMatch(/^ATXid_\d+$/);
    expect(at.delivered.at(-1)).toEqual({ ...sms, from: 'Gbaka' });
  });

  it('counts Processed (100) and Queued (102) as taken, like Sent (101)', async () => {
    for (const [code, status] of [
      [100, 'Processed'],
      [102, 'Queued'],
    ] as const) {
      at.answerNext({
        status: 201,
        json: {
          SMSMessageData: { Message: 'Sent', Recipients: [at.recipient(sms.to, code, status, `id-${code}`)] },
        },
      });
      expect(await sender().send(sms)).toEqual({ providerMessageId: `id-${code}` });
    }
  });

  it('a wrong key (401 in plain text) is worth another try once fixed', async () => {
    const error = await failure(sender({ apiKey: 'wrong' }).send(sms));
    expect(error).toMatchObject({
      permanent: false,
      message: "Africa's Talking answered HTTP 401: The supplied authentication is invalid",
    });
  });

  it('a number it refuses fails for good; a balance too low or an unknown sender id is tried again', async () => {
    at.rejected.add('+2250999999999');
    expect(await failure(sender().send({ ...sms, to: '+2250999999999' }))).toMatchObject({
      permanent: true,
      message: "Africa's Talking 403 InvalidPhoneNumber",
    });
    at.answerNext({
      status: 201,
      json: {
        SMSMessageData: {
          Message: 'Sent to 0/1',
          Recipients: [at.recipient(sms.to, 405, 'InsufficientBalance')],
        },
      },
    });
    expect(await failure(sender().send(sms))).toMatchObject({
      permanent: false,
      message: "Africa's Talking 405 InsufficientBalance",
    });
    expect(await failure(sender({ from: 'Inconnu' }).send(sms))).toMatchObject({
      permanent: false,
      message: "Africa's Talking sent nothing: InvalidSenderId",
    });
  });

  it('a server error, garbage or silence is tried again later', async () => {
    at.answerNext({ status: 500, text: 'Internal Server Error' });
    expect(await failure(sender().send(sms))).toMatchObject({
      permanent: false,
      message: "Africa's Talking answered HTTP 500: Internal Server Error",
    });
    try {
      at.state.mode = 'garbage';
      expect((await failure(sender().send(sms))).permanent).toBe(false);
      at.state.mode = 'hang';
      expect(await failure(sender().send(sms))).toMatchObject({
        permanent: false,
        message: expect.stringMatching(/too slow/),
      });
    } finally {
      at.state.mode = 'normal';
    }
  });

  it('is the app sender with SMS_PROVIDER=africastalking: the queue records its message id, or its refusal', async () => {
    const sent = await ctx.app.sms.send({ to: '+2250102030406', text: 'Bon voyage', kind: 'test' });
    expect(await smsRepository.findById(ctx.database.db, sent!)).toMatchObject({
      status: 'sent',
      provider: 'africastalking',
      providerMessageId: expect.stringMatching(/^ATXid_/),
    });
    at.rejected.add('+2250102030407');
    const refused = await ctx.app.sms.send({ to: '+2250102030407', text: 'Bon voyage', kind: 'test' });
    expect(await smsRepository.findById(ctx.database.db, refused!)).toMatchObject({
      status: 'failed',
      attempts: 1,
      provider: 'africastalking',
      lastError: "Africa's Talking 403 InvalidPhoneNumber",
    });
  });
});
