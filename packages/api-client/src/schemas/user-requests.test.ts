import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RegisterBodySchema, UpdateProfileBodySchema } from './phone-requests';
import {
  ChangePasswordFormSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordFormSchema,
  UpdatePasswordBodySchema,
} from './user-requests';

const COMMON = 'This password is too common. Choose one that is harder to guess';
import { UserSchema } from './users';

/** Every message the schema reports, keyed by the field it belongs to. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const { nested = {}, root = [] } = v.flatten(result.issues);
  return { ...Object.fromEntries(Object.entries(nested).map(([key, list]) => [key, list ?? []])), ...(root.length ? { root } : {}) };
}

const validSignup = {
  firstName: 'Mona',
  lastName: 'Adel',
  email: 'Mona.Adel@Example.com ',
  password: 'Scholar$hip1',
  confirmPassword: 'Scholar$hip1',
  phoneNumber: '01012345678',
};

describe('login rules', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'email', 'Email is required'],
    [{ password: 'secret1' }, 'email', 'Email is required'],
    [{ email: 'mona@', password: 'secret1' }, 'email', 'Invalid email address'],
    [{ email: 'mona@example.com', password: '' }, 'password', 'Password is required'],
    [{ email: 'mona@example.com', password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('%o → %s: %s', (input, field, message) => {
    expect(messages(LoginBodySchema, input)[field]).toContain(message);
  });

  it('accepts and normalises a good sign-in, not remembered unless asked', () => {
    expect(v.parse(LoginBodySchema, { email: ' Mona@Example.COM', password: 'secret1' })).toEqual({
      email: 'mona@example.com',
      password: 'secret1',
      remember: false,
    });
    expect(v.parse(LoginBodySchema, { email: 'mona@example.com', password: 'secret1', remember: true }).remember).toBe(true);
  });
});

describe('signup rules', () => {
  it('accepts a complete, valid account', () => {
    expect(v.parse(RegisterBodySchema, validSignup)).toMatchObject({ email: 'mona.adel@example.com', firstName: 'Mona' });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: 'M' }, 'firstName', 'First name must be at least 2 characters'],
    [{ lastName: ' ' }, 'lastName', 'Last name is required'],
    [{ lastName: 'A' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ password: '', confirmPassword: '' }, 'password', 'Password is required'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Confirm password is required'],
    [{ confirmPassword: 'Scholar$hip2' }, 'confirmPassword', 'Passwords must match'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Phone number is required'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(messages(RegisterBodySchema, { ...validSignup, ...change })[field]).toContain(message);
  });

  it.each(['01012345678', '01112345678', '01212345678', '01512345678'])('accepts the Egyptian mobile %s', (phoneNumber) => {
    expect(messages(RegisterBodySchema, { ...validSignup, phoneNumber })).toEqual({});
  });

  // Too short, too long, a Cairo landline (eleven digits, but not a mobile number), an operator that does not exist.
  it.each(['0101234567', '010123456789', '02123456789', '01312345678'])('refuses %s as a phone number', (phoneNumber) => {
    expect(messages(RegisterBodySchema, { ...validSignup, phoneNumber }).phoneNumber).toContain('invalid Phone number ');
  });
});

describe('two passwords that differ', () => {
  it.each([
    [RegisterBodySchema, { password: 'abc', confirmPassword: 'abd' }, 'Passwords must match'],
    [ResetPasswordFormSchema, { newPassword: 'abc', confirmPassword: 'abd' }, 'Passwords do not match'],
    [ChangePasswordFormSchema, { newPassword: 'abc', confirmPassword: 'abd' }, 'Passwords must match'],
  ])('are told apart as soon as both are filled, whatever else is wrong (%#)', (schema, input, message) => {
    expect(messages(schema, input).confirmPassword).toEqual([message]);
  });

  it('are not compared while either is empty', () => {
    expect(messages(RegisterBodySchema, { password: 'abc', confirmPassword: '' }).confirmPassword).toEqual(['Confirm password is required']);
    expect(messages(ChangePasswordFormSchema, { newPassword: '', confirmPassword: 'abc' }).confirmPassword).toBeUndefined();
  });
});

/** Each form that sets a password: the field it sets, and the rest of a valid form around it. */
const PASSWORD_FORMS = [
  ['sign-up', RegisterBodySchema, 'password', (password: string) => ({ ...validSignup, password, confirmPassword: password })],
  ['reset', ResetPasswordFormSchema, 'newPassword', (password: string) => ({ newPassword: password, confirmPassword: password })],
  ['change', ChangePasswordFormSchema, 'newPassword', (password: string) => ({ currentPassword: 'old', newPassword: password, confirmPassword: password })],
] as const;

describe.each(PASSWORD_FORMS)("the %s form's new password", (_form, schema, field, formWith) => {
  it.each([
    ['Ab1!xyz', 'Password must be at least 8 characters'],
    ['scholar$hip1', 'Password must contain at least one uppercase letter'],
    ['SCHOLAR$HIP1', 'Password must contain at least one lowercase letter'],
    ['Scholar$hip', 'Password must contain at least one number'],
    ['Scholarship1', 'Password must contain at least one special character (!@#$%^&*)'],
    ['Password1!', COMMON],
  ])('refuses %s: %s', (password, message) => {
    expect(messages(schema, formWith(password))[field]).toEqual([message]);
  });
});

describe('password rules', () => {
  it('forgot password needs an e-mail address', () => {
    expect(messages(ForgotPasswordBodySchema, { email: '' }).email).toContain('Email is required');
    expect(messages(ForgotPasswordBodySchema, { email: 'x' }).email).toContain('Invalid email address');
  });

  it.each([
    [{ newPassword: '', confirmPassword: '' }, 'newPassword', 'Password is required'],
    [{ newPassword: 'Scholar$hip1', confirmPassword: 'Scholar$hip2' }, 'confirmPassword', 'Passwords do not match'],
  ])('reset %o → %s: %s', (input, field, message) => {
    expect(messages(ResetPasswordFormSchema, input)[field]).toContain(message);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'Scholar$hip1', confirmPassword: 'Scholar$hip1' }, 'currentPassword', 'Current password is required'],
    [{ currentPassword: 'old', newPassword: '', confirmPassword: '' }, 'newPassword', 'New password is required'],
    [{ currentPassword: 'old', newPassword: 'Qwerty123!', confirmPassword: 'Qwerty123!' }, 'newPassword', COMMON],
    [{ currentPassword: 'old', newPassword: 'Scholar$hip1', confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ currentPassword: 'old', newPassword: 'Scholar$hip1', confirmPassword: 'Scholar$hip2' }, 'confirmPassword', 'Passwords must match'],
  ])('change %o → %s: %s', (input, field, message) => {
    expect(messages(ChangePasswordFormSchema, input)[field]).toContain(message);
  });

  it('accepts a strong, uncommon new password on reset, change and the requests', () => {
    expect(messages(ResetPasswordFormSchema, { newPassword: 'Scholar$hip1', confirmPassword: 'Scholar$hip1' })).toEqual({});
    expect(messages(ResetPasswordBodySchema, { token: 't', newPassword: 'Scholar$hip1' })).toEqual({});
    expect(messages(UpdatePasswordBodySchema, { currentPassword: 'abc123', newPassword: 'Scholar$hip1' })).toEqual({});
  });

  it.each(['Password1!', 'PASSword123$', 'Abc123!@', 'Letmein1!', '!Qwerty123', 'Iloveyou1*'])(
    'refuses the common password %s, folded, on sign-up, reset and change',
    (password) => {
      expect(messages(RegisterBodySchema, { ...validSignup, password, confirmPassword: password }).password).toEqual([COMMON]);
      expect(messages(ResetPasswordBodySchema, { token: 't', newPassword: password }).newPassword).toEqual([COMMON]);
      expect(messages(UpdatePasswordBodySchema, { currentPassword: 'old', newPassword: password }).newPassword).toEqual([COMMON]);
    },
  );
});

describe('profile rules', () => {
  it.each([
    [{ firstName: '', lastName: 'Adel' }, 'firstName', 'First name is required'],
    [{ firstName: 'Mona', lastName: '' }, 'lastName', 'Last name is required'],
    [{ firstName: 'Mona', lastName: 'Adel', phoneNumber: '123' }, 'phoneNumber', 'invalid Phone number '],
  ])('%o → %s: %s', (input, field, message) => {
    expect(messages(UpdateProfileBodySchema, input)[field]).toContain(message);
  });

  it('takes the phone number as optional, or cleared', () => {
    expect(messages(UpdateProfileBodySchema, { firstName: 'Mona', lastName: 'Adel' })).toEqual({});
    expect(messages(UpdateProfileBodySchema, { firstName: 'Mona', lastName: 'Adel', phoneNumber: '' })).toEqual({});
  });
});

describe('user record', () => {
  it('fills the defaults a user record may leave out', () => {
    expect(v.parse(UserSchema, { _id: 'u1', firstName: 'Mona', lastName: 'Adel', email: 'mona@example.com', role: 'user' })).toMatchObject({
      isBlocked: false,
      courses: [],
    });
  });
});
