import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer, smtpMailer } from './mailer';

/** Just enough of SMTP (RFC 5321) to accept one message at a time and keep what arrived. */
function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') envelope.from = line;
        if (verb === 'RCPT') envelope.to.push(line);
        if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('250 ok');
        }
      }
    });
  });
  return { server, received };
}

describe('smtpMailer', () => {
  const smtp = fakeSmtpServer();
  let server: Server;
  beforeAll(async () => {
    server = smtp.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a bilingual message through the SMTP server in SMTP_URL', async () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Manara <hello@manara.test>' });
    try {
      await mailer.send({ kind: 'verify_email', to: 'reader@example.com', firstName: 'Laila', link: 'https://manara.test/verify-email?token=abc' });
    } finally {
      mailer.close();
    }
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toContain('hello@manara.test');
    expect(message?.to.join()).toContain('reader@example.com');
    expect(message?.data).toContain('multipart/alternative');
    expect(message?.data).toContain('Subject: =?UTF-8?');
  });
});

describe('outboxMailer', () => {
  it('keeps each message and logs its link', async () => {
    const lines: string[] = [];
    const outbox = outboxMailer({ log: (line) => lines.push(line) });
    await outbox.send({ kind: 'reset_password', to: 'reader@example.com', firstName: 'Laila', link: 'https://manara.test/reset-password?token=abc' });
    outbox.close();
    expect(outbox.messages).toMatchObject([{ to: 'reader@example.com', kind: 'reset_password', from: 'Manara <no-reply@manara.local>' }]);
    expect(lines).toEqual([
      'Mail to reader@example.com (no SMTP_URL set, not delivered): reset link https://manara.test/reset-password?token=abc',
    ]);
  });
});
