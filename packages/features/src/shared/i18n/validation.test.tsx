import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { setLocale } from './i18n';
import { useValidationMessage } from './validation';

function Probe({ message }: { message: string }) {
  const translate = useValidationMessage();
  return <p>{translate(message)}</p>;
}

describe('useValidationMessage', () => {
  it('shows the contract English as it is', async () => {
    await render(<Probe message="Email is required" />);
    await expect.element(page.getByText('Email is required')).toBeVisible();
  });

  it('follows the language: Arabic for a rule and for a server answer, English for an unknown message', async () => {
    await setLocale('ar');
    const { rerender } = await render(<Probe message="Email is required" />);
    await expect.element(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await rerender(<Probe message="Invalid email or password" />);
    await expect.element(page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeVisible();
    await rerender(<Probe message="A rule without words yet" />);
    await expect.element(page.getByText('A rule without words yet')).toBeVisible();
  });

  it('changes with the language without remounting', async () => {
    await render(<Probe message="Passwords do not match" />);
    await expect.element(page.getByText('Passwords do not match')).toBeVisible();
    await setLocale('ar');
    await expect.element(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
  });
});
