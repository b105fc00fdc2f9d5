/**
 * A local OpenID Connect provider that stands in for Google in tests: the real protocol
 * (discovery, authorization code with PKCE, signed ID tokens), no network beyond this machine.
 *
 * Accounts: whatever e-mail is typed on its sign-in form becomes an account.
 * - `sub` is derived from the e-mail (21 digits, like Google's), unless the form's optional
 *   "Account ID" field gives one: the same ID with another e-mail is the same person whose
 *   e-mail changed.
 * - `email` is the e-mail as typed; `email_verified` is true, except for an e-mail whose local part
 *   ends in `+unverified` (`nour+unverified@example.com`), which is reported unverified.
 * - `given_name` / `family_name` come from the optional "First name" / "Last name" fields, and are
 *   left out of the ID token when empty.
 * - "Cancel" answers the client with `error=access_denied`.
 *
 * The form (`/interaction/<uid>`) is plain HTML for a browser, and a plain form POST of
 * `email` (and `given_name`, `family_name`, `sub`) for `fetch`.
 *
 * Use from code: `const { issuer, close } = await startOidcProvider({ port: 0, clientId, clientSecret, redirectUris })`.
 * Use from a shell (prints the issuer, runs until stopped):
 *   node test/oidc-provider.mjs --port 4010 --client-id manara --client-secret secret \
 *     --redirect-uri http://localhost:3777/api/users/google/callback
 *
 * oidc-provider 8.x: 9.x supports only Node 22 and later, and warns on every start under Node 20.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';

const SCOPES = 'openid email profile';
const MINUTE = 60;

/** A Google-like subject: 21 digits, the same for the same e-mail (in any case) on every run. */
export function subjectFor(email) {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest();
  return `1${(digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, '0')}`;
}

const isUnverified = (email) => /\+unverified@/i.test(email);

/** Every artefact the provider keeps (sessions, codes, grants…) in this process's memory, with its expiry. */
function memoryAdapter() {
  const entries = new Map();
  const live = (key) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const index = new Map();

  return class MemoryAdapter {
    constructor(model) {
      this.model = model;
    }

    key(id) {
      return `${this.model}:${id}`;
    }

    async upsert(id, payload, expiresIn) {
      entries.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
      if (payload.uid) index.set(`${this.model}:uid:${payload.uid}`, id);
      if (payload.userCode) index.set(`${this.model}:userCode:${payload.userCode}`, id);
      if (payload.grantId) {
        const ids = index.get(`grant:${payload.grantId}`) ?? new Set();
        ids.add(this.key(id));
        index.set(`grant:${payload.grantId}`, ids);
      }
    }

    async find(id) {
      return live(this.key(id));
    }

    async findByUid(uid) {
      const id = index.get(`${this.model}:uid:${uid}`);
      return id === undefined ? undefined : this.find(id);
    }

    async findByUserCode(userCode) {
      const id = index.get(`${this.model}:userCode:${userCode}`);
      return id === undefined ? undefined : this.find(id);
    }

    async consume(id) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id) {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId) {
      for (const key of index.get(`grant:${grantId}`) ?? []) entries.delete(key);
      index.delete(`grant:${grantId}`);
    }
  };
}

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;margin-top:.25rem}button{margin-top:1.5rem;padding:.5rem 1.5rem}p[role=alert]{color:#a00}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function signInForm(uid, clientId, { email = '', error } = {}) {
  return page(
    'Sign in to the test provider',
    `<h1>Sign in</h1>
<p>Local OpenID Connect provider for tests. Signing in to <strong>${escapeHtml(clientId)}</strong>.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email <input type="email" name="email" autocomplete="email" required value="${escapeHtml(email)}"></label>
<label>First name (optional) <input name="given_name" autocomplete="given-name"></label>
<label>Last name (optional) <input name="family_name" autocomplete="family-name"></label>
<label>Account ID (optional) <input name="sub" autocomplete="off"></label>
<button type="submit">Sign in</button>
</form>
<p><a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>`,
  );
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res, status, html) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

/**
 * Starts the provider on 127.0.0.1 (`port: 0` picks a free port) with one confidential client
 * that authenticates with `client_secret_post`, like a Google web client, and must use PKCE.
 */
export async function startOidcProvider({ port = 0, host = '127.0.0.1', clientId, clientSecret, redirectUris }) {
  if (!clientId || !clientSecret || !redirectUris?.length) {
    throw new Error('startOidcProvider needs clientId, clientSecret and at least one redirect URI');
  }
  /** sub → the claims of the last sign-in with it. */
  const accounts = new Map();
  let provider;

  async function interaction(req, res, uid, action) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return sendHtml(res, 400, page('Error', '<p role="alert">This sign-in page has expired.</p>'));
    const { prompt, params } = details;

    if (action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }

    const finish = async (accountId) => {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId: params.client_id });
      grant.addOIDCScope(params.scope ?? SCOPES);
      const grantId = await grant.save();
      const result = { consent: { grantId }, ...(prompt.name === 'login' ? { login: { accountId } } : {}) };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
    };

    // Already signed in here: consent is given without a screen, as Google does for a returning user.
    if (prompt.name === 'consent') return finish(details.session.accountId);

    if (req.method === 'GET') return sendHtml(res, 200, signInForm(uid, params.client_id));

    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      return sendHtml(res, 400, signInForm(uid, params.client_id, { email, error: 'Enter an email address.' }));
    }
    const sub = (form.get('sub') ?? '').trim() || subjectFor(email);
    const givenName = (form.get('given_name') ?? '').trim();
    const familyName = (form.get('family_name') ?? '').trim();
    accounts.set(sub, {
      sub,
      email,
      email_verified: !isUnverified(email),
      ...(givenName ? { given_name: givenName } : {}),
      ...(familyName ? { family_name: familyName } : {}),
      ...(givenName || familyName ? { name: [givenName, familyName].filter(Boolean).join(' ') } : {}),
    });
    return finish(sub);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider.local');
    const match = /^\/interaction\/([\w-]+)(\/abort)?$/.exec(url.pathname);
    if (!match || !provider) return provider ? provider.callback()(req, res) : sendHtml(res, 503, page('Starting', '<p>Starting…</p>'));
    const [, uid, abort] = match;
    interaction(req, res, uid, abort ? 'abort' : 'submit').catch((error) => {
      // A missing or expired interaction cookie, mostly: the browser has to start again from the client.
      if (!res.headersSent) sendHtml(res, 400, page('Error', `<p role="alert">${escapeHtml(error.message ?? 'Sign-in failed')}</p>`));
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const issuer = `http://${host}:${server.address().port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const Adapter = memoryAdapter();
  provider = new Provider(issuer, {
    adapter: Adapter,
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Google puts the e-mail and names in the ID token itself; the client reads them from there.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: async () => claims } : undefined;
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, { uid }) => `/interaction/${uid}` },
    pkce: { methods: ['S256'], required: () => true },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 10 * MINUTE,
      AuthorizationCode: 5 * MINUTE,
      IdToken: 10 * MINUTE,
      Interaction: 10 * MINUTE,
      Session: 60 * MINUTE,
      Grant: 60 * MINUTE,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Error', `<p role="alert">${escapeHtml(out.error)}: ${escapeHtml(out.error_description ?? '')}</p>`);
    },
  });

  return {
    issuer,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
    },
  });
  const running = await startOidcProvider({
    port: Number(values.port),
    host: values.host,
    clientId: values['client-id'],
    clientSecret: values['client-secret'],
    redirectUris: values['redirect-uri'],
  });
  console.log(running.issuer);
  const stop = () => running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
