import type * as ClientS3 from '@aws-sdk/client-s3';
import { STORED_FILE_CACHE_CONTROL, checkKey, type FileStorage } from './storage';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces…); AWS itself when absent. */
  endpoint?: string;
  /** Without them the SDK's own chain is used (instance role, shared config). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the bucket's objects are read from by browsers: `<publicUrl>/<key>`. */
  publicUrl: string;
}

/** Files in an S3 bucket, served by the bucket (or a CDN in front of it), not by this server. */
export function s3Storage(config: S3StorageConfig): FileStorage {
  const base = config.publicUrl.replace(/\/+$/, '');
  // The SDK is large: a server that keeps photos on disk never loads it.
  let loading: Promise<{ sdk: typeof ClientS3; client: ClientS3.S3Client }> | undefined;
  const connect = () => {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: s3Client(sdk, config) }));
    return loading;
  };
  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: STORED_FILE_CACHE_CONTROL,
        }),
      );
      return `${base}/${key}`;
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
        return answer.Body ? new Uint8Array(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      // S3 answers a delete of a missing key with success, which is what the interface promises.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
    },
  };
}

function s3Client(sdk: typeof ClientS3, { region, endpoint, credentials }: S3StorageConfig): ClientS3.S3Client {
  return new sdk.S3Client({
    region,
    ...(credentials ? { credentials } : {}),
    // Most S3-compatible services address buckets by path; virtual hosts need DNS per bucket.
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
}
