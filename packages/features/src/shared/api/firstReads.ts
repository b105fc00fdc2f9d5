import type { ApiClient, User } from '@manara/api-client';
import type { Key } from 'swr';

/**
 * What a signed-in screen reads before it can draw: the SWR key its hook asks for, and the read that answers
 * it, through the given client. The server asks them with the reader's own session and sends the answers in
 * the page, so the screen draws as soon as its code runs
 * (docs/product/overview.md#signed-in-pages-start-with-their-data). `picture` names the picture at the top
 * of the screen that the answer gives, for the page to start loading with its code.
 */
export interface FirstRead {
  key: Key;
  read: () => Promise<unknown>;
  picture?: (answer: unknown) => Picture | undefined;
}

/** A picture at the top of a screen. */
export interface Picture {
  address: string;
  /** Whether it is the largest thing the screen first shows, whenever it shows: then it comes before the rest. */
  largest: boolean;
}

/** A `FirstRead`, its `picture` typed by what `read` answers. */
export const firstRead = <TAnswer>(key: Key, read: () => Promise<TAnswer>, picture?: (answer: TAnswer) => Picture | undefined): FirstRead => ({
  key,
  read,
  ...(picture === undefined ? {} : { picture: (answer: unknown) => picture(answer as TAnswer) }),
});

/** The reader's client (carrying their session) and their profile, already read with it. */
export interface FirstReadContext {
  client: ApiClient;
  user: User;
}
