import { USER_MESSAGES, usersRegister } from '@manara/api-client/mocks';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SignupScreen, type SignupScreenProps } from './SignupScreen';
import { whileSending } from '../shared/forms/storySupport';

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

interface SignupValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  password?: string;
  confirmPassword?: string;
}

/** A visitor whose every answer is valid; a story changes what it is about. */
const mona = {
  firstName: 'Mona',
  lastName: 'Adel',
  email: 'mona@example.com',
  phoneNumber: '01012345678',
  password: 'Scholar$hip1',
  confirmPassword: 'Scholar$hip1',
} satisfies Required<SignupValues>;

/** Types what is given (empty fields stay empty) and presses Sign Up. */
async function submit({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>, values: SignupValues) {
  const { firstName, lastName, email, phoneNumber, password, confirmPassword } = values;
  if (firstName) await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), firstName);
  if (lastName) await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), lastName);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  if (phoneNumber) await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), phoneNumber);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
  if (confirmPassword) await userEvent.type(canvas.getByLabelText('Confirm Password'), confirmPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
}

/** A story where the form refuses one answer: the message shows under its field and describes it. */
const refused = (values: SignupValues, field: { name: string; message: string; role?: 'textbox' }): Story => ({
  // Nothing may be sent: an answer from the server would hide a missing check.
  parameters: { msw: { handlers: { usersRegister: usersRegister.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, values);
    await expect(await canvas.findByText(field.message.trim())).toBeVisible();
    const input = field.role ? canvas.getByRole(field.role, { name: field.name }) : canvas.getByLabelText(field.name);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(field.message.trim());
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
});

const meta = {
  title: 'Features/Auth/SignupScreen',
  component: SignupScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRegistered: fn<SignupScreenProps['onRegistered']>() },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens (docs/product/accounts.md#sign-up). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('autocomplete', 'given-name');
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveAttribute('autocomplete', 'family-name');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('inputmode', 'tel');
    await expect(canvas.getByRole('button', { name: 'Country: Egypt +20' })).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/users/google');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};

/** Nothing typed: every required message, and no request. */
export const RequiredFields: Story = {
  parameters: { msw: { handlers: { usersRegister: usersRegister.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, {});
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    for (const message of [
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
  },
};

export const FirstNameTooShort = refused(
  { ...mona, firstName: 'M' },
  { name: 'First Name', role: 'textbox', message: 'First name must be at least 2 characters' },
);

export const FirstNameTooLong = refused(
  { ...mona, firstName: 'M'.repeat(51) },
  { name: 'First Name', role: 'textbox', message: 'First name must be at most 50 characters' },
);

export const LastNameTooShort = refused(
  { ...mona, lastName: 'A' },
  { name: 'Last Name', role: 'textbox', message: 'Last name must be at least 2 characters' },
);

export const LastNameTooLong = refused(
  { ...mona, lastName: 'A'.repeat(51) },
  { name: 'Last Name', role: 'textbox', message: 'Last name must be at most 50 characters' },
);

export const InvalidEmail = refused({ ...mona, email: 'mona@' }, { name: 'Email', role: 'textbox', message: 'Invalid email address' });

/** 11 digits, but no Egyptian mobile number (docs/product/accounts.md#sign-up-rules: its message ends in a space, which does not show). */
export const InvalidPhoneNumber = refused(
  { ...mona, phoneNumber: '01912345678' },
  { name: 'Phone Number', role: 'textbox', message: 'invalid Phone number ' },
);

export const PasswordTooShort = refused(
  { ...mona, password: 'Ab1!', confirmPassword: 'Ab1!' },
  { name: 'Password', message: 'Password must be at least 8 characters' },
);

export const PasswordWithoutUppercase = refused(
  { ...mona, password: 'scholar$hip1', confirmPassword: 'scholar$hip1' },
  { name: 'Password', message: 'Password must contain at least one uppercase letter' },
);

export const PasswordWithoutLowercase = refused(
  { ...mona, password: 'SCHOLAR$HIP1', confirmPassword: 'SCHOLAR$HIP1' },
  { name: 'Password', message: 'Password must contain at least one lowercase letter' },
);

export const PasswordWithoutNumber = refused(
  { ...mona, password: 'Scholar$hip', confirmPassword: 'Scholar$hip' },
  { name: 'Password', message: 'Password must contain at least one number' },
);

export const PasswordWithoutSpecialCharacter = refused(
  { ...mona, password: 'Scholarship1', confirmPassword: 'Scholarship1' },
  { name: 'Password', message: 'Password must contain at least one special character (!@#$%^&*)' },
);

export const PasswordsDoNotMatch = refused(
  { ...mona, confirmPassword: 'Scholar$hip2' },
  { name: 'Confirm Password', message: 'Passwords must match' },
);

/** The number takes digits only, 11 at most; the country list opens with its search (docs/product/accounts.md#sign-up). */
export const PhoneCountryPicker: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.type(phone, 'tel: 010-1234-5678 99');
    await expect(phone).toHaveValue('01012345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Country: Egypt +20' }));
    await expect(canvas.getByRole('combobox', { name: 'Search country...' })).toHaveFocus();
    await expect(canvas.getByRole('option', { name: /Egypt/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The request is on its way: the button says so and cannot be pressed twice. */
export const CreatingAccount: Story = whileSending({ usersRegister: usersRegister.loading }, (context) => submit(context, mona), 'Creating Account...');

/** Created: the dialog says to confirm by e-mail (docs/product/accounts.md#sign-up); closing it hands over to the app (to `/login`). */
export const Success: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await submit({ canvas, userEvent }, mona);
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    await expect(dialog).toHaveAccessibleDescription(USER_MESSAGES.registered);
    await expect(canvas.getByRole('button', { name: 'Sign Up', hidden: true })).toBeDisabled();
    await expect(args.onRegistered).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledOnce());
  },
};

/** The server's refusal names the e-mail: it shows under the e-mail field, not in a dialog (docs/product/errors.md#accounts). */
export const EmailAlreadyRegistered: Story = {
  parameters: { msw: { handlers: { usersRegister: usersRegister.emailTaken } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, mona);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(USER_MESSAGES.emailTaken));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Any other refusal: the 'Error!' dialog with the server's message and 'Try Again' (docs/product/errors.md#accounts). */
export const ServerError: Story = {
  parameters: { msw: { handlers: { usersRegister: usersRegister.error } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, mona);
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    await expect(dialog).toHaveAccessibleDescription(INTERNAL_ERROR_MESSAGE);
    await expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus();
  },
};

export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: { usersRegister: usersRegister.tooManyAttempts } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, mona);
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    await expect(dialog).toHaveAccessibleDescription(USER_MESSAGES.tooManyAttempts);
  },
};

/** Arabic, right to left: the screen's words, the country's name and the search in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'رقم الهاتف' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'الدولة: مصر +20' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Arabic: the contract's messages in Arabic. */
export const ArabicRequiredFields: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersRegister: usersRegister.loading } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء حساب' }));
    await expect(await canvas.findByText('الاسم الأول مطلوب')).toBeVisible();
    await expect(canvas.getByText('رقم الهاتف مطلوب')).toBeVisible();
    await expect(canvas.getByText('تأكيد كلمة المرور مطلوب')).toBeVisible();
  },
};

/** Arabic: the country list open, its search in Arabic. */
export const ArabicCountryPicker: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'الدولة: مصر +20' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'ابحث عن دولة...' }), 'فرنسا');
    await expect(await canvas.findByText('لا توجد دولة مطابقة')).toBeVisible();
  },
};
