// What `npm run lighthouse` needs to measure the pages behind a sign-in (docs/decisions/098): the seeded
// accounts signed in through the API, their session cookies given to the browser, a course the learner is
// enrolled in, and the stand-in YouTube answering in the browser for YouTube's addresses, so that nothing
// reaches the internet and the lesson player draws its player as it would with the real one.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import WebSocket from 'ws';

/** The seeded accounts (apps/api/src/seed/accounts.ts): their passwords are public on purpose. */
export const LEARNER = { email: 'learner@manara.local', password: 'Manara#Learn1' };
export const ADMIN = { email: 'admin@manara.local', password: 'Manara#Admin1' };

/** The addresses the lesson player and the course form load from YouTube (the CSP's YouTube sources). */
const YOUTUBE_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 's.ytimg.com', 'i.ytimg.com'];

/** A connection to the browser itself (not a tab), over the DevTools protocol: what it sets holds for every tab Lighthouse opens. */
export async function connectToBrowser(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map();
  const listeners = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id !== undefined) {
      const { resolve, reject } = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
      else resolve(message.result);
    } else {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params);
    }
  });
  return {
    send(method, params = {}) {
      lastId += 1;
      const id = lastId;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    },
    close: () => socket.close(),
  };
}

/** The stand-in YouTube of the stories and the end-to-end run (packages/api-client/src/mocks/youtube.ts), as a script. */
async function fakeYouTubeScript(options) {
  const source = readFileSync(new URL('../packages/api-client/src/mocks/youtube.ts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const module = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);
  return module.fakeYouTubeScript(options);
}

/**
 * Answers every request the browser makes to YouTube: the IFrame API's script with the stand-in, a player
 * frame with an empty page, anything else with 404. Returns the addresses answered, to be reported.
 */
export async function serveFakeYouTube(browser) {
  const script = await fakeYouTubeScript({ defaultDuration: 600 });
  const answered = [];
  browser.on('Fetch.requestPaused', ({ requestId, request }) => {
    const url = new URL(request.url);
    answered.push(request.url);
    const [status, contentType, body] =
      url.pathname === '/iframe_api'
        ? [200, 'text/javascript', script]
        : url.pathname.startsWith('/embed/')
          ? [200, 'text/html', '<!doctype html><title>video</title>']
          : [404, 'text/plain', 'Not served here'];
    void browser.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: status,
      responseHeaders: [{ name: 'Content-Type', value: `${contentType}; charset=utf-8` }],
      body: Buffer.from(body).toString('base64'),
    }).catch((error) => {
      // A player frame the stand-in removed before its answer came has no request left to answer.
      if (!url.pathname.startsWith('/embed/')) console.warn(`The stand-in could not answer ${request.url}: ${error.message}`);
    });
  });
  await browser.send('Fetch.enable', { patterns: YOUTUBE_HOSTS.map((host) => ({ urlPattern: `https://${host}/*` })) });
  return answered;
}

/** Signs in through the API and returns the session's cookies as the server set them, and the token for API calls. */
export async function signIn(siteUrl, { email, password }) {
  const response = await fetch(`${siteUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, remember: true }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email} failed: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    const flags = new Map(attributes.map((attribute) => {
      const equals = attribute.indexOf('=');
      return equals === -1 ? [attribute.toLowerCase(), ''] : [attribute.slice(0, equals).toLowerCase(), attribute.slice(equals + 1)];
    }));
    const maxAge = flags.has('max-age') ? Number(flags.get('max-age')) : undefined;
    return {
      name: pair.slice(0, split),
      value: pair.slice(split + 1),
      url: siteUrl,
      path: flags.get('path') ?? '/',
      secure: flags.has('secure'),
      httpOnly: flags.has('httponly'),
      ...(flags.has('samesite') ? { sameSite: flags.get('samesite').replace(/^./, (first) => first.toUpperCase()) } : {}),
      ...(maxAge === undefined ? {} : { expires: Date.now() / 1000 + maxAge }),
    };
  });
  return { token: data.token, cookies };
}

/** Enrols the signed-in learner in the catalogue's first free course (a free course needs no payment) and returns it. */
export async function enrolInAFreeCourse(siteUrl, token) {
  const { data } = await (await fetch(`${siteUrl}/api/courses?page=1`)).json();
  const course = data.courses.find((one) => Number(one.currentPrice) === 0);
  if (!course) throw new Error('The catalogue has no free course to enrol in');
  const response = await fetch(`${siteUrl}/api/payments/create/${course._id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  const answer = await response.json();
  if (!response.ok && answer.code !== 'ALREADY_SUBSCRIBED') throw new Error(`Enrolling in ${course._id} failed: ${response.status} ${JSON.stringify(answer)}`);
  return course;
}
