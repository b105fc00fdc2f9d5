/**
 * Where the end-to-end run's servers listen. Everything follows `E2E_PORT`, so two runs on one
 * machine (say, two clones) do not collide: the site and API on it, the mail server's SMTP and
 * inbox on the next two ports, the OpenID Connect provider standing in for Google on the one after.
 */
const port = Number(process.env.E2E_PORT ?? 3777);

export const servers = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  smtpPort: port + 1,
  inboxPort: port + 2,
  inboxURL: `http://127.0.0.1:${port + 2}`,
  oidcPort: port + 3,
  oidcIssuer: `http://127.0.0.1:${port + 3}`,
  google: { clientId: 'manara-e2e', clientSecret: 'manara-e2e-secret' },
};
