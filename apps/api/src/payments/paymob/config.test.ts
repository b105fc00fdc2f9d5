import { describe, expect, it } from 'vitest';
import { readPaymobConfig } from './config';

const env = {
  PAYMOB_SECRET_KEY: 'egy_sk_test_1',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_1',
  PAYMOB_HMAC_SECRET: 'hmac-secret',
  PAYMOB_INTEGRATION_IDS: '4097558',
};

describe('readPaymobConfig', () => {
  it('reads the keys and the integration IDs, with Paymob itself as the default address', () => {
    expect(readPaymobConfig(env)).toEqual({
      secretKey: 'egy_sk_test_1',
      publicKey: 'egy_pk_test_1',
      hmacSecret: 'hmac-secret',
      integrationIds: [4097558],
      walletIntegrationIds: [],
      kioskIntegrationIds: [],
      kioskReferenceHours: 48,
      apiUrl: 'https://accept.paymob.com',
    });
  });

  it('reads the wallet and kiosk integrations, and cards become optional once another way to pay is set', () => {
    const all = readPaymobConfig({
      ...env,
      PAYMOB_WALLET_INTEGRATION_IDS: '4097560',
      PAYMOB_KIOSK_INTEGRATION_IDS: '4097561, 4097562',
      PAYMOB_KIOSK_REFERENCE_HOURS: '72',
    });
    expect(all).toMatchObject({ integrationIds: [4097558], walletIntegrationIds: [4097560], kioskIntegrationIds: [4097561, 4097562], kioskReferenceHours: 72 });
    const kioskOnly = readPaymobConfig({ ...env, PAYMOB_INTEGRATION_IDS: undefined, PAYMOB_KIOSK_INTEGRATION_IDS: '4097561' });
    expect(kioskOnly).toMatchObject({ integrationIds: [], walletIntegrationIds: [], kioskIntegrationIds: [4097561] });
  });

  it.each([
    [{ PAYMOB_WALLET_INTEGRATION_IDS: 'wallet' }, 'PAYMOB_WALLET_INTEGRATION_IDS must be whole numbers separated by commas'],
    [{ PAYMOB_KIOSK_INTEGRATION_IDS: '4097558' }, 'An integration ID belongs to one way to pay: 4097558 is in PAYMOB_INTEGRATION_IDS and PAYMOB_KIOSK_INTEGRATION_IDS'],
    [{ PAYMOB_KIOSK_REFERENCE_HOURS: '0' }, 'PAYMOB_KIOSK_REFERENCE_HOURS must be a whole number of hours from 1 to 720'],
    [{ PAYMOB_KIOSK_REFERENCE_HOURS: '2.5' }, 'PAYMOB_KIOSK_REFERENCE_HOURS must be a whole number of hours from 1 to 720'],
  ])('refuses %o', (change, message) => {
    expect(() => readPaymobConfig({ ...env, ...change })).toThrow(message);
  });

  it('takes several integration IDs as numbers, once each, and another address without its trailing slash', () => {
    const config = readPaymobConfig({ ...env, PAYMOB_INTEGRATION_IDS: ' 4097558, 4097559 ,4097558', PAYMOB_API_URL: 'http://127.0.0.1:4020/' });
    expect(config.integrationIds).toEqual([4097558, 4097559]);
    expect(config.apiUrl).toBe('http://127.0.0.1:4020');
    expect(readPaymobConfig({ ...env, PAYMOB_API_URL: 'https://ksa.paymob.com' }).apiUrl).toBe('https://ksa.paymob.com');
  });

  it.each(['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS'])('requires %s', (name) => {
    // Without any way to pay, the card integrations are the ones asked for.
    expect(() => readPaymobConfig({ ...env, [name]: undefined })).toThrow(`${name} is required for Paymob payments`);
    expect(() => readPaymobConfig({ ...env, [name]: '  ' })).toThrow(`${name} is required for Paymob payments`);
  });

  it.each(['card', '4097558;4097559', '4097558,', '12.5', '-3', '0', '99999999999999999'])('refuses the integration IDs %o', (ids) => {
    expect(() => readPaymobConfig({ ...env, PAYMOB_INTEGRATION_IDS: ids })).toThrow(
      'PAYMOB_INTEGRATION_IDS must be whole numbers separated by commas',
    );
  });

  it.each([
    ['accept.paymob.com', 'PAYMOB_API_URL must be an absolute URL'],
    ['ftp://accept.paymob.com', 'PAYMOB_API_URL must start with https://'],
    ['http://accept.paymob.com', 'PAYMOB_API_URL must start with https://'],
  ])('refuses the address %o', (url, message) => {
    expect(() => readPaymobConfig({ ...env, PAYMOB_API_URL: url })).toThrow(message);
  });
});
