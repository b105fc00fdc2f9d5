import { AUTH_COOKIE } from './support/session';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accountButton, HOME, newcomer, signIn, verifiedNewcomer, type Person } from './support/accounts';
import { linkFromMail } from './support/mail';

/** A photo as a learner would pick one: a real image file from disk. */
const photo = path.resolve(import.meta.dirname, '../apps/api/seed-assets/avatars/nour-el-sayed.webp');

/** Signs up on /signup and confirms 'check your email'. */
async function signUp(page: Page, person: Person) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First Name' }).fill(person.first);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(person.last);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** A toast, in the notifications region (the screen also says it in its card). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

test.describe('accounts', () => {
  test('sign up, confirm by the mailed link, log in, edit the profile with a photo, change the password, log out, log in again', async ({ page }) => {
    const person = newcomer('Nour', 'Hassan');
    const newPassword = 'Manara#Next2';

    await signUp(page, person);
    const done = page.getByRole('dialog', { name: 'Check your email' });
    await expect(done).toContainText('Please check your email to confirm your account.');
    await done.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Not confirmed yet: the right password is not enough.
    await signIn(page, person);
    // The page says a new link was sent, and offers another.
    const notice = page.getByRole('alert').filter({ hasText: 'Please verify your email' });
    await expect(notice).toContainText(`We have sent a new confirmation link to ${person.email}.`);
    await notice.getByRole('button', { name: 'Resend the link' }).click();
    await expect(notice.getByRole('status')).toHaveText('A new link is on its way. Check your inbox and spam folder.');

    // The link in the e-mail, as it arrived over SMTP: the third, the one Resend asked for (after sign-up's and
    // the refused login's).
    const verify = await linkFromMail(person.email, '/verify-email', 3);
    await page.goto(verify.href);
    await expect(toast(page, 'Email verified successfully! You can now login.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, person);
    await expect(page).toHaveURL(HOME);
    await accountButton(page, `${person.first} ${person.last}`).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Nourhan');
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    // The bar follows at once, and everything survives a reload: it is on the server.
    await expect(accountButton(page, `Nourhan ${person.last}`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Nourhan');
    const avatar = accountButton(page, `Nourhan ${person.last}`).locator('img');
    await expect(avatar).toHaveAttribute('src', /\/uploads\/.+\.webp$/);
    const stored = await page.request.get((await avatar.getAttribute('src')) ?? '');
    expect(stored.headers()['content-type']).toBe('image/webp');

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password').fill(person.password);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    // This browser got a fresh session with the change: it is still signed in after a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Nourhan');

    await accountButton(page, `Nourhan ${person.last}`).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await signIn(page, person);
    await expect(page.getByRole('dialog', { name: 'Error' })).toContainText('Invalid email or password');
    await page.getByRole('button', { name: 'OK' }).click();
    await signIn(page, { email: person.email, password: newPassword });
    await expect(page).toHaveURL(HOME);
    await expect(accountButton(page, `Nourhan ${person.last}`)).toBeVisible();
  });

  test('forgot password: the mailed link resets it, and a session opened before is over', async ({ page, browser }) => {
    const person = await verifiedNewcomer(page.request, 'Omar', 'Khaled');
    const newPassword = 'Manara#Reset3';

    // Another device, signed in before the reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, person);
    await expect(otherPage).toHaveURL(HOME);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Reset Link Sent!')).toBeVisible();

    const reset = await linkFromMail(person.email, '/reset-password', 2);
    await page.goto(reset.href);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const success = page.getByRole('dialog', { name: 'Password Reset Successful!' });
    await expect(success).toContainText('You can now login with your new password.');
    await success.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: person.email, password: newPassword });
    await expect(page).toHaveURL(HOME);

    // The other device's session ended with the reset: its next request is refused, and it is signed out.
    await otherPage.goto('/profile');
    // To log in again, and then back to the profile (decision 072).
    await expect(otherPage).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
    expect((await other.cookies()).map((cookie) => cookie.name)).not.toContain(AUTH_COOKIE);
    await other.close();

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(reset.href);
    await page.getByLabel('New Password').fill('Manara#Again4');
    await page.getByLabel('Confirm Password').fill('Manara#Again4');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Error' })).toContainText('already been used');
  });

  test('Google sign-in through the OpenID Connect provider creates a verified account and signs it in', async ({ page }) => {
    const { email } = newcomer('Laila', 'Ibrahim');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    // The provider's own page, on its own origin.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name (optional)').fill('Laila');
    await page.getByLabel('Last name (optional)').fill('Ibrahim');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(toast(page, 'Google login successful!')).toBeVisible();
    await expect(page).toHaveURL(HOME);
    await expect(accountButton(page, 'Laila Ibrahim')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  });

  test('an Arabic visitor reads the rules and the server in Arabic, right to left', async ({ page }) => {
    await page.goto('/ar/signup');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    await expect(page.getByText('الاسم الأول مطلوب')).toBeVisible();
    await expect(page.getByText('رقم الهاتف مطلوب')).toBeVisible();

    // The seeded learner's address is taken: the server's refusal shows under the field, in Arabic.
    await page.getByRole('textbox', { name: 'الاسم الأول' }).fill('سلمى');
    await page.getByRole('textbox', { name: 'اسم العائلة' }).fill('أحمد');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('learner@manara.local');
    await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill('01112345678');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Manara#Start1');
    await page.getByLabel('تأكيد كلمة المرور').fill('Manara#Start1');
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAccessibleDescription('هذا البريد الإلكتروني مسجَّل بالفعل');
  });
});
