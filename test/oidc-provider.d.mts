export interface OidcProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** `127.0.0.1` by default; the issuer is `http://<host>:<port>`. */
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface RunningOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider>;

/** The `sub` the provider gives an e-mail when the sign-in form names no account ID. */
export function subjectFor(email: string): string;
