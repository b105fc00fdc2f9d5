import { expect } from '@playwright/test';
import { servers } from './servers';

interface ReceivedMail {
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Every mail the test mail server received for `address`, oldest first. */
export async function messagesTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${servers.inboxURL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits for the `count`-th mail to `address` (1 = the first) and returns the link in it that
 * starts with `pathname`, e.g. '/verify-email'. The link is read from the text body, as a
 * person would copy it.
 */
export async function linkFromMail(address: string, pathname: string, count = 1): Promise<URL> {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      mail = (await messagesTo(address))[count - 1];
      return mail !== undefined;
    }, { message: `mail number ${count} to ${address}`, timeout: 15_000 })
    .toBe(true);
  const links = [...(mail?.text ?? '').matchAll(/https?:\/\/\S+/g)].map(([href]) => new URL(href));
  const link = links.find((url) => url.pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in "${mail?.subject}":\n${mail?.text}`);
  return link;
}
