import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gbaka-config-')),
  JWT_SECRET: 'config-secret-config-secret-config-secret',
};
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset, empty or false', () => {
    for (const env of [{}, { TRUST_PROXY: '' }, { TRUST_PROXY: 'false' }] as Record<string, string>[]) {
      expect(load({ NODE_ENV: 'test', ...env }).TRUST_PROXY).toBe(false);
    }
  });

  it('accepts true, addresses, CIDR ranges and the named ranges', () => {
    expect(load({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(
      load({ NODE_ENV: 'test', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).TRUST_PROXY,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it.each(['1', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/2', '127.0.0.1,,'])(
    'refuses %j with a message naming the setting',
    (value) => {
      expect(() => load({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('the payment sandbox in production', () => {
  it('refuses to start production without a payment provider', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER.*every ticket free/);
  });

  it('needs both PAYMENT_PROVIDER=sandbox and ALLOW_FREE_SANDBOX_PAYMENTS_IN_PRODUCTION=yes', () => {
    expect(() => load({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
    expect(() => load({ NODE_ENV: 'production', ALLOW_FREE_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes' })).toThrow(
      ConfigError,
    );
    const config = load({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_FREE_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes',
    });
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('starts production with a real provider and its keys', () => {
    const config = load({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'cinetpay',
      CINETPAY_API_KEY: 'k',
      CINETPAY_SITE_ID: 's',
      CINETPAY_SECRET_KEY: 'x',
    });
    expect(config.PAYMENT_PROVIDER).toBe('cinetpay');
  });

  it('keeps the sandbox as the default outside production', () => {
    expect(load({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(load({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
  });
});

describe('SMS_PROVIDER', () => {
  it('keeps the outbox as the default, needing nothing', () => {
    expect(load({ NODE_ENV: 'test' }).SMS_PROVIDER).toBe('outbox');
  });

  it('names every key the chosen gateway needs', () => {
    expect(() => load({ NODE_ENV: 'test', SMS_PROVIDER: 'orange' })).toThrow(
      /ORANGE_SMS_CLIENT_ID: required when SMS_PROVIDER=orange[\s\S]*ORANGE_SMS_SENDER_ADDRESS/,
    );
    expect(() => load({ NODE_ENV: 'test', SMS_PROVIDER: 'africastalking' })).toThrow(
      /AFRICASTALKING_USERNAME: required when SMS_PROVIDER=africastalking[\s\S]*AFRICASTALKING_API_KEY/,
    );
    expect(() => load({ NODE_ENV: 'test', SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it("takes Orange's keys, the bundle's number with or without tel:, and an 11-character sender name", () => {
    const orange = {
      NODE_ENV: 'test',
      SMS_PROVIDER: 'orange',
      ORANGE_SMS_CLIENT_ID: 'id',
      ORANGE_SMS_CLIENT_SECRET: 'secret',
    };
    for (const address of ['tel:+2250700000000', '+2250700000000']) {
      expect(load({ ...orange, ORANGE_SMS_SENDER_ADDRESS: address }).SMS_PROVIDER).toBe('orange');
    }
    expect(() => load({ ...orange, ORANGE_SMS_SENDER_ADDRESS: '0700000000' })).toThrow(
      /ORANGE_SMS_SENDER_ADDRESS/,
    );
    expect(() =>
      load({ ...orange, ORANGE_SMS_SENDER_ADDRESS: '+2250700000000', SMS_SENDER_ID: 'GbakaVoyages' }),
    ).toThrow(/SMS_SENDER_ID/);
  });
});

describe('ADMIN_PASSWORD', () => {
  it("follows the registration's password rule (issue 15 hole 3)", () => {
    expect(() => load({ NODE_ENV: 'test', ADMIN_PASSWORD: 'aaaaaaaa' })).toThrow(
      /ADMIN_PASSWORD: must follow the password rule of registration/,
    );
    expect(() => load({ NODE_ENV: 'test', ADMIN_PASSWORD: 'Password#2026' })).toThrow(ConfigError);
    expect(load({ NODE_ENV: 'test', ADMIN_PASSWORD: 'Admin!2345' }).ADMIN_PASSWORD).toBe('Admin!2345');
  });
});

describe('TRACKING_RATE_LIMIT_PER_MINUTE', () => {
  it('defaults to 10 tracking answers per address and minute, apart from RATE_LIMIT_PER_MINUTE', () => {
    expect(load({ NODE_ENV: 'test' })).toMatchObject({
      TRACKING_RATE_LIMIT_PER_MINUTE: 10,
      RATE_LIMIT_PER_MINUTE: 30,
    });
    expect(
      load({ NODE_ENV: 'test', TRACKING_RATE_LIMIT_PER_MINUTE: '4' }).TRACKING_RATE_LIMIT_PER_MINUTE,
    ).toBe(4);
    expect(() => load({ NODE_ENV: 'test', TRACKING_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(ConfigError);
  });
});
