import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { forgotPassword, login, register, resetPassword, verifyEmail } from './accounts';
import { updatePassword, updateProfile } from './profile';
import { getProfile, logout } from './users';
import { serveMocks } from '../mocks/mockServer.testing';

const { server } = serveMocks();

const baseUrl = 'http://manara.test/api';
const client = createApiClient({ baseUrl, getToken: () => 'session-token' });
const fallbackMessage = 'Something went wrong. Please try again.';
const user = { _id: 'u1', firstName: 'Mona', lastName: 'Adel', email: 'mona@example.com', role: 'user' as const };

interface Seen {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Answers every call with `answer`, remembering what was asked. */
function answering(answer: JsonBodyType) {
  const seen: Seen[] = [];
  server.use(
    http.all(`${baseUrl}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({ method: request.method, path: url.pathname, search: url.search, body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}

const message = { status: 'success', data: { message: 'Done.' } };

describe('account endpoints', () => {
  it('register posts the registration payload', async () => {
    const seen = answering(message);
    const body = { firstName: 'Mona', lastName: 'Adel', email: 'mona@example.com', password: 'Scholar$hip1', confirmPassword: 'Scholar$hip1', phoneNumber: '01012345678' };
    expect(await register(client, { body, fallbackMessage })).toEqual({ message: 'Done.' });
    expect(seen).toEqual([{ method: 'POST', path: '/api/users/register', search: '', body }]);
  });

  it('verify-email sends the token in the query', async () => {
    const seen = answering(message);
    await verifyEmail(client, { token: 'abc', fallbackMessage });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/users/verify-email', search: '?token=abc' });
  });

  it('login answers the token and the user', async () => {
    const seen = answering({ status: 'success', data: { token: 'jwt', user } });
    const result = await login(client, { body: { email: 'mona@example.com', password: 'secret1' }, fallbackMessage });
    expect(result.token).toBe('jwt');
    expect(result.user).toMatchObject({ role: 'user', isBlocked: false, courses: [] });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/users/login' });
  });

  it('forgot and reset post their bodies', async () => {
    const seen = answering(message);
    await forgotPassword(client, { body: { email: 'mona@example.com' }, fallbackMessage });
    await resetPassword(client, { body: { token: 't', newPassword: 'secret1' }, fallbackMessage });
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/users/forgot-password', { email: 'mona@example.com' }],
      ['POST', '/api/users/reset-password', { token: 't', newPassword: 'secret1' }],
    ]);
  });

  it('profile is read and patched', async () => {
    const seen = answering({ status: 'success', data: { user } });
    expect(await getProfile(client, { fallbackMessage })).toMatchObject({ email: 'mona@example.com' });
    await updateProfile(client, { body: { firstName: 'Mona', lastName: 'Adel' }, fallbackMessage });
    expect(seen.map(({ method, path }) => [method, path])).toEqual([
      ['GET', '/api/users/profile'],
      ['PATCH', '/api/users/profile'],
    ]);
  });

  it('logout posts with the session token', async () => {
    const seen = answering(message);
    await logout(client, { fallbackMessage });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/users/logout' });
  });

  it('update-password reads its message beside the status, and the fresh token', async () => {
    const seen = answering({ status: 'success', message: 'Password updated successfully!', data: { token: 'fresh' } });
    expect(await updatePassword(client, { body: { currentPassword: 'old', newPassword: 'secret1' }, fallbackMessage })).toEqual({
      message: 'Password updated successfully!',
      token: 'fresh',
    });
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/api/users/update-password' });
  });

  it('a new photo goes as multipart: the text fields and the file in image, boundary set by fetch', async () => {
    const seen: { contentType: string | null; fields: Record<string, unknown> }[] = [];
    server.use(
      http.patch(`${baseUrl}/users/profile`, async ({ request }) => {
        const form = await request.formData();
        seen.push({ contentType: request.headers.get('Content-Type'), fields: Object.fromEntries(form) });
        return HttpResponse.json({ status: 'success', data: { user } });
      }),
    );
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await updateProfile(client, { body: { firstName: 'Mona', lastName: 'Adel', phoneNumber: '' }, image: photo, fallbackMessage });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.fields).toMatchObject({ firstName: 'Mona', lastName: 'Adel', phoneNumber: '' });
    expect(seen[0]?.fields.image).toBeInstanceOf(File);
    expect((seen[0]?.fields.image as File).name).toBe('me.png');
  });
});
