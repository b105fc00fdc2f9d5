import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

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
