/** §4 and §8: a server answer whose message contains 'blocked' means the user is blocked. */
export const isBlockedMessage = (message: string) => /blocked/i.test(message);
