import { gzipSync } from 'node:zlib';
import { absoluteUrl } from '@manara/api-client/paths';
import { apiPaths } from '@manara/api-client/api-paths';

/*
 * Revocation as W3C Bitstring Status List v1.0 (decision 059): each certificate owns one entry (its
 * `statusIndex`); a list holds 131,072 entries, the smallest the recommendation allows, so one list says
 * little about any one holder. Entry n of a list is bit n counted from the highest bit of the first byte.
 */

export const STATUS_LIST_ENTRIES = 131_072;

/** The list a certificate's entry is in, and its place there. */
export const statusListPlace = (statusIndex: number) => ({ list: Math.floor(statusIndex / STATUS_LIST_ENTRIES), index: statusIndex % STATUS_LIST_ENTRIES });

/** The address of status list `list`. */
export const statusListUrl = (list: number, publicUrl: string) => absoluteUrl(publicUrl, apiPaths.credentialStatusList(list));

/** A credential's `credentialStatus`: a `BitstringStatusListEntry` for revocation. */
export function statusListEntry(statusIndex: number, publicUrl: string) {
  const { list, index } = statusListPlace(statusIndex);
  const url = statusListUrl(list, publicUrl);
  return {
    id: `${url}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(index),
    statusListCredential: url,
  };
}

/** The list's bits, set at the places given (within the list), GZIP-compressed, multibase base64url ('u'). */
export function encodedList(revokedPlaces: Iterable<number>) {
  const bits = new Uint8Array(STATUS_LIST_ENTRIES / 8);
  for (const index of revokedPlaces) bits[index >> 3] = (bits[index >> 3] ?? 0) | (0x80 >> (index & 7));
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** Status list `list` as a credential, to sign: who issued it, when, and its bits. */
export function statusListCredential({ list, encoded, issuer, validFrom }: { list: number; encoded: string; issuer: string; validFrom: string }, publicUrl: string) {
  const url = statusListUrl(list, publicUrl);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer,
    validFrom,
    credentialSubject: { id: `${url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: encoded },
  };
}
