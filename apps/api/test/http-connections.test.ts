import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/start';

interface Answer {
  status: number;
  headers: Record<string, string>;
}

/**
 * An HTTP/1.1 client on one socket, as a browser or a keep-alive pool uses it: it reads one answer's
 * head and body, then reuses the socket unless the answer said `Connection: close`.
 */
class KeptAliveClient {
  private socket: net.Socket | undefined;
  private buffer = Buffer.alloc(0);
  private closed = false;
  private waiting: (() => void) | undefined;

  constructor(private readonly port: number) {}

  private connect() {
    this.buffer = Buffer.alloc(0);
    this.closed = false;
    const socket = net.connect(this.port, '127.0.0.1');
    socket.on('data', (chunk) => {
      if (this.socket !== socket) return;
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    // A write the server no longer reads (EPIPE, reset) ends the socket like a close.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.closed = true;
      this.waiting?.();
    });
    this.socket = socket;
    return socket;
  }

  /** The answer, or null when the socket closed without one. */
  async send(head: string, body = ''): Promise<Answer | null> {
    const socket = this.socket && !this.closed ? this.socket : this.connect();
    socket.write(`${head}\r\nHost: localhost\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n`);
    if (body) socket.write(body);
    const deadline = Date.now() + 5000;
    for (;;) {
      const answer = this.parse();
      if (answer) {
        if (answer.headers.connection?.toLowerCase() === 'close') {
          socket.destroy();
          this.socket = undefined;
        }
        return answer;
      }
      if (this.closed || Date.now() > deadline) return null;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 100);
      });
    }
  }

  private parse(): Answer | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers };
  }

  close() {
    this.socket?.destroy();
  }
}

describe('connections on the real server', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'manara-connections-'));
    server = await startServer(
      { port: 0, dataDir, siteDir: dataDir, uploadDir: path.join(dataDir, 'uploads'), demoHistory: false },
      { info: () => undefined, error: (description) => expect.fail(description) },
    );
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['a little', 100_000],
    ['far', 5_000_000],
  ])('answers the request after a body %s over the limit, every time', async (_name, size) => {
    const client = new KeptAliveClient(server.port);
    const tooLarge = JSON.stringify({ ids: [], padding: 'x'.repeat(size) });
    try {
      for (let round = 0; round < 10; round += 1) {
        const refused = await client.send('POST /api/courses/by-ids HTTP/1.1\r\nContent-Type: application/json', tooLarge);
        expect(refused?.status).toBe(413);
        expect(refused?.headers.connection).toBe('close');
        expect((await client.send('GET /api/health HTTP/1.1'))?.status).toBe(200);
      }
    } finally {
      client.close();
    }
  });

  it('keeps the connection open after an ordinary answer', async () => {
    const client = new KeptAliveClient(server.port);
    try {
      const first = await client.send('GET /api/health HTTP/1.1');
      expect(first?.headers.connection).toBe('keep-alive');
      expect((await client.send('GET /api/health HTTP/1.1'))?.status).toBe(200);
    } finally {
      client.close();
    }
  });
});
