import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail } from './mail';

export interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  password: string;
}

/** Someone new on every run: the database is fresh, but a retry within a run must not collide. */
export function newcomer(first: string, last: string): Person {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { first, last, email: `${first.toLowerCase()}.${stamp}@example.com`, phone: '01012345678', password: 'Manara#Start1' };
}

/** Signs up through the API and confirms the e-mail with the link that arrived by SMTP. */
export async function verifiedNewcomer(request: APIRequestContext, first: string, last: string): Promise<Person> {
  const person = newcomer(first, last);
  const registered = await request.post('/api/users/register', {
    data: {
      firstName: person.first,
      lastName: person.last,
      email: person.email,
      phoneNumber: person.phone,
      password: person.password,
      confirmPassword: person.password,
    },
  });
  expect(registered.ok()).toBe(true);
  const verify = await linkFromMail(person.email, '/verify-email');
  expect((await request.get(`/api/users/verify-email${verify.search}`)).ok()).toBe(true);
  return person;
}

/** Fills in /login and presses Sign In; the caller checks where it leads. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export const accountButton = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` });

/** The home page's address: where signing in, Logout and 'Go to Homepage' lead. */
export const HOME = /^https?:\/\/[^/]+\/$/;
/** The home page's Arabic address. */
export const ARABIC_HOME = /^https?:\/\/[^/]+\/ar$/;
