/** The WOFF2 decoder (libwoff2 in WebAssembly), which ships no types of its own. */
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(truetype: Uint8Array): Promise<Uint8Array>;
}
