import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3StorageConfig } from './s3-storage';

const run = promisify(execFile);
const ADAPTER = fileURLToPath(new URL('./s3-storage.ts', import.meta.url));

/**
 * Runs `calls` against the adapter in a plain Node process. The test runner starts Node with
 * the `module` export condition, which picks the SDK's bundler-only ESM build that Node cannot load.
 */
async function inNode(config: S3StorageConfig, calls: string): Promise<unknown> {
  const script = `const { s3Storage } = await import(${JSON.stringify(ADAPTER)});
const storage = s3Storage(${JSON.stringify(config)});
const out = [];
try { ${calls} } catch (error) { out.push({ error: String(error) }); }
process.stdout.write(JSON.stringify(out));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '' },
  });
  return JSON.parse(stdout);
}

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for an S3-compatible service: answers object PUTs and DELETEs as S3 does, and records them. */
function fakeS3() {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      if (request.method === 'PUT') {
        response.writeHead(200, { ETag: '"0123456789abcdef"' }).end();
      } else if (request.method === 'DELETE') {
        response.writeHead(204).end();
      } else if (request.method === 'GET' && request.url?.startsWith('/photos/lesson-files/kept.pdf')) {
        response.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': '8' }).end('%PDF-1.4');
      } else if (request.method === 'GET') {
        const missing = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';
        response.writeHead(404, { 'Content-Type': 'application/xml' }).end(missing);
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return { server, seen };
}

describe('S3 storage', () => {
  const { server, seen } = fakeS3();
  let endpoint = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const config = (): S3StorageConfig => ({
    bucket: 'photos',
    region: 'eu-central-1',
    endpoint,
    credentials: { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret' },
    publicUrl: 'https://cdn.manara.test/photos/',
  });

  it('puts a signed object with its type and caching, and answers its public URL', async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    const out = await inNode(config(), `out.push(await storage.put('avatars/abc_DEF-123.webp', new Uint8Array(${JSON.stringify([...bytes])}), 'image/webp'));`);
    expect(out).toEqual(['https://cdn.manara.test/photos/avatars/abc_DEF-123.webp']);
    const put = seen.at(-1);
    expect(put).toMatchObject({ method: 'PUT' });
    expect(put?.url.split('?')[0]).toBe('/photos/avatars/abc_DEF-123.webp');
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/eu-central-1\/s3\/aws4_request/);
    expect(put?.body.includes(Buffer.from(bytes))).toBe(true);
  });

  it('deletes by key', async () => {
    expect(await inNode(config(), `await storage.delete('avatars/old.webp');`)).toEqual([]);
    const deleted = seen.at(-1);
    expect(deleted?.method).toBe('DELETE');
    expect(deleted?.url.split('?')[0]).toBe('/photos/avatars/old.webp');
  });

  it('reads an object back, and nothing for a key that holds none', async () => {
    const out = await inNode(
      config(),
      `const kept = await storage.get('lesson-files/kept.pdf'); out.push(new TextDecoder().decode(kept)); out.push((await storage.get('lesson-files/gone.pdf')) ?? null);`,
    );
    expect(out).toEqual(['%PDF-1.4', null]);
    const read = seen.at(-1);
    expect(read?.method).toBe('GET');
    expect(read?.url.split('?')[0]).toBe('/photos/lesson-files/gone.pdf');
    expect(read?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=TESTKEY\//);
  });

  it('refuses a key that could leave its folder', async () => {
    const requests = seen.length;
    const out = await inNode(
      config(),
      `for (const key of ['../escape.webp', '/abs.webp']) await storage.delete(key).catch((error) => out.push(String(error)));`,
    );
    expect(out).toEqual([expect.stringMatching(/Not a storage key/), expect.stringMatching(/Not a storage key/)]);
    expect(seen).toHaveLength(requests);
  });
});
