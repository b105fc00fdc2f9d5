import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig: extra courses', () => {
  it('seeds the courses of EXTRA_COURSES_FILE too, read from where the shell is', () => {
    expect(readConfig({}).extraCoursesFile).toBeUndefined();
    expect(readConfig({ EXTRA_COURSES_FILE: 'more.json' }).extraCoursesFile).toBe(path.resolve('more.json'));
  });
});

describe('readConfig: demo history', () => {
  it('seeds the history in a sandbox demo unless DEMO_HISTORY is off, and refuses another word', () => {
    expect(readConfig({}).demoHistory).toBe(true);
    expect(readConfig({ DEMO_HISTORY: 'off' }).demoHistory).toBe(false);
    expect(readConfig({ DEMO_HISTORY: 'on' }).demoHistory).toBe(true);
    expect(() => readConfig({ DEMO_HISTORY: 'yes' })).toThrow('DEMO_HISTORY must be on or off');
  });
});

describe('readConfig: sign-up limit', () => {
  it('reads LOGIN_LIMIT_PER_IP_PER_15_MINUTES as a whole number from 1', () => {
    expect(readConfig({}).loginsPerIpPer15Minutes).toBeUndefined();
    expect(readConfig({ LOGIN_LIMIT_PER_IP_PER_15_MINUTES: '200' }).loginsPerIpPer15Minutes).toBe(200);
    expect(() => readConfig({ LOGIN_LIMIT_PER_IP_PER_15_MINUTES: '0' })).toThrow('LOGIN_LIMIT_PER_IP_PER_15_MINUTES must be a whole number from 1');
  });

  it('reads SIGNUP_LIMIT_PER_IP_PER_HOUR as a whole number from 1', () => {
    expect(readConfig({}).signupsPerIpPerHour).toBeUndefined();
    expect(readConfig({ SIGNUP_LIMIT_PER_IP_PER_HOUR: '40' }).signupsPerIpPerHour).toBe(40);
    expect(() => readConfig({ SIGNUP_LIMIT_PER_IP_PER_HOUR: '0' })).toThrow('SIGNUP_LIMIT_PER_IP_PER_HOUR must be a whole number from 1');
  });
});

describe('readConfig: photo storage', () => {
  it('keeps photos in DATA_DIR/uploads unless UPLOAD_DIR says otherwise', () => {
    expect(readConfig({ DATA_DIR: 'some-data' }).uploadDir).toBe(path.resolve('some-data', 'uploads'));
    expect(readConfig({ DATA_DIR: 'some-data', UPLOAD_DIR: 'photos' }).uploadDir).toBe(path.resolve('photos'));
    expect(readConfig({}).s3).toBeUndefined();
  });

  it('turns S3 on with S3_BUCKET', () => {
    const config = readConfig({
      S3_BUCKET: 'manara-photos',
      S3_ENDPOINT: 'http://minio.local:9000/',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.manara.example/photos/',
    });
    expect(config.s3).toEqual({
      bucket: 'manara-photos',
      endpoint: 'http://minio.local:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.manara.example/photos',
    });
    expect(readConfig({ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://b.example' }).s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      publicUrl: 'https://b.example',
    });
  });

  it.each([
    [{ S3_BUCKET: 'b' }, /S3_PUBLIC_URL is required/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'cdn.example' }, /S3_PUBLIC_URL must be an absolute URL/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://b.example', S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must start with http/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://b.example', S3_ACCESS_KEY_ID: 'key' }, /must be set together/],
  ])('refuses %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('readConfig: Google sign-in', () => {
  it('is off without a client ID and secret', () => {
    expect(readConfig({}).google).toBeUndefined();
    expect(readConfig({ GOOGLE_ISSUER: 'http://127.0.0.1:4010' }).google).toBeUndefined();
  });

  it('talks to Google with a client ID and secret, or to GOOGLE_ISSUER', () => {
    expect(readConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    const local = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(readConfig({ ...local, GOOGLE_ISSUER: 'http://127.0.0.1:4010/' }).google?.issuer).toBe('http://127.0.0.1:4010');
    expect(readConfig({ ...local, GOOGLE_ISSUER: 'http://localhost:4010' }).google?.issuer).toBe('http://localhost:4010');
    expect(readConfig({ ...local, GOOGLE_ISSUER: 'https://id.example.com' }).google?.issuer).toBe('https://id.example.com');
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'id' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/],
    [{ GOOGLE_ISSUER: 'accounts.google.com' }, /GOOGLE_ISSUER must be an absolute URL/],
    [{ GOOGLE_ISSUER: 'http://id.example.com' }, /GOOGLE_ISSUER must start with https:\/\/ \(plain http:\/\/ only for localhost or 127.0.0.1\)/],
    [{ GOOGLE_ISSUER: 'ftp://127.0.0.1' }, /GOOGLE_ISSUER must start with http/],
  ])('refuses %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('readConfig: payments', () => {
  it('uses the sandbox by default, with SANDBOX_PAYMENT_SECRET when given', () => {
    expect(readConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(readConfig({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_PAYMENT_SECRET: 's'.repeat(40) }).payments).toEqual({
      provider: 'sandbox',
      secret: 's'.repeat(40),
    });
  });

  it('reads the Paymob settings when PAYMENT_PROVIDER is paymob, and stops at a missing one', () => {
    const env = {
      PAYMENT_PROVIDER: 'paymob',
      PAYMOB_SECRET_KEY: 'sk',
      PAYMOB_PUBLIC_KEY: 'pk',
      PAYMOB_HMAC_SECRET: 'hmac',
      PAYMOB_INTEGRATION_IDS: '4097558',
    };
    expect(readConfig(env).payments).toMatchObject({ provider: 'paymob', paymob: { secretKey: 'sk', integrationIds: [4097558] } });
    expect(() => readConfig({ PAYMENT_PROVIDER: 'paymob' })).toThrow(/PAYMOB_SECRET_KEY is required/);
  });

  it('refuses the sandbox at a public address unless ALLOW_SANDBOX_PAYMENTS=true says it is a demo', () => {
    expect(() => readConfig({ PUBLIC_URL: 'https://manara.example' })).toThrow(
      /PAYMENT_PROVIDER is sandbox .* but PUBLIC_URL is https:\/\/manara\.example, not a localhost address/,
    );
    expect(() => readConfig({ PUBLIC_URL: 'https://manara.example', ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(/ALLOW_SANDBOX_PAYMENTS=true/);
    expect(readConfig({ PUBLIC_URL: 'https://manara.example', ALLOW_SANDBOX_PAYMENTS: 'true' }).payments).toEqual({ provider: 'sandbox' });
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(readConfig({ PUBLIC_URL: local }).publicUrl).toBe(local);
    }
    const paymob = { PAYMENT_PROVIDER: 'paymob', PAYMOB_SECRET_KEY: 'sk', PAYMOB_PUBLIC_KEY: 'pk', PAYMOB_HMAC_SECRET: 'h', PAYMOB_INTEGRATION_IDS: '1' };
    expect(readConfig({ ...paymob, PUBLIC_URL: 'https://manara.example' }).publicUrl).toBe('https://manara.example');
  });

  it('refuses an unknown provider', () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER must be one of sandbox, paymob');
  });
});
