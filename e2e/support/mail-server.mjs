// A real SMTP server for the end-to-end tests: the API sends its account e-mails here (SMTP_URL),
// and the tests read them back over HTTP, as a person would open their inbox.
//
//   node e2e/support/mail-server.mjs --smtp-port 3778 --http-port 3779
//
//   GET    /messages?to=<address>  the messages to that address, oldest first:
//                                  [{ to, subject, text, html, receivedAt }]
//   DELETE /messages               forgets every message
//   GET    /health                 200 when both servers listen
import http from 'node:http';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @typedef {{ to: string[]; replyTo: string; subject: string; text: string; html: string; receivedAt: string }} ReceivedMail */

/**
 * @param {{ smtpPort: number; httpPort: number; host?: string }} options  Port 0 takes a free one.
 * @returns {Promise<{ messages: ReceivedMail[]; smtpPort: number; httpPort: number; close: () => Promise<void> }>}
 */
export async function startMailServer({ smtpPort, httpPort, host = '127.0.0.1' }) {
  /** @type {ReceivedMail[]} */
  const messages = [];

  const smtp = new SMTPServer({
    // Plain SMTP on a loopback port: no TLS to negotiate, no login asked.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            replyTo: mail.replyTo?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });

  const inbox = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    const send = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { status: 'ok' });
    if (url.pathname !== '/messages') return send(404, { message: 'Not found' });
    if (request.method === 'DELETE') {
      messages.length = 0;
      return send(200, { status: 'ok' });
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    return send(200, to ? messages.filter((message) => message.to.includes(to)) : messages);
  });

  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve(undefined));
  });
  await new Promise((resolve, reject) => {
    inbox.once('error', reject);
    inbox.listen(httpPort, host, () => resolve(undefined));
  });

  const portOf = (/** @type {import('node:net').AddressInfo | string | null} */ address) => (typeof address === 'object' && address ? address.port : 0);
  return {
    messages,
    smtpPort: portOf(smtp.server.address()),
    httpPort: portOf(inbox.address()),
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => inbox.close(() => resolve(undefined))),
      ]).then(() => undefined),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'smtp-port': { type: 'string' }, 'http-port': { type: 'string' } } });
  const smtpPort = Number(values['smtp-port']);
  const httpPort = Number(values['http-port']);
  if (!smtpPort || !httpPort) {
    console.error('Usage: node e2e/support/mail-server.mjs --smtp-port <port> --http-port <port>');
    process.exit(2);
  }
  const server = await startMailServer({ smtpPort, httpPort });
  console.log(`Mail server: SMTP on 127.0.0.1:${smtpPort}, inbox on http://127.0.0.1:${httpPort}/messages`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
