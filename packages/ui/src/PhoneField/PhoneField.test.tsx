import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { COUNTRY_SEARCH_DEBOUNCE_MS, EGYPT, PhoneField, type PhoneCountry } from '..';
import { expectNoAxeViolations } from '../private/test-utils';
import { toNationalDigits } from './phoneDigits';
import { until } from '../../../../test/real-time';

/** A second country, only to see the list filter and the arrows move; the product lists Egypt alone. */
const SAUDI_ARABIA: PhoneCountry = { code: 'SA', name: 'Saudi Arabia', dialCode: '+966', nationalPrefix: '0' };

const optionNames = () => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('toNationalDigits', () => {
  const egypt = { country: EGYPT, maxDigits: 11 };

  it.each([
    ['010-1234-5678', '01012345678'],
    ['٠١٠١٢٣٤٥٦٧٨', '01012345678'],
    ['۰۱۰۱۲۳۴۵۶۷۸', '01012345678'],
    ['+20 101 234 5678', '01012345678'],
    ['0020 1012345678', '01012345678'],
    ['+20 01012345678', '01012345678'],
    ['0101234567899', '01012345678'],
    ['phone', ''],
  ])('%s keeps %s', (raw, expected) => {
    expect(toNationalDigits(raw, egypt)).toBe(expected);
  });
});

describe('PhoneField', () => {
  it('takes digits only, at most 11, and a pasted international number as its national digits', async () => {
    await render(<PhoneField label="Phone Number" />);
    const input = page.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.type(input, 'a0b1-0 1234567890');
    await expect.element(input).toHaveValue('01012345678');
    await userEvent.clear(input);
    await userEvent.fill(input, '+20 101 234 5678');
    await expect.element(input).toHaveValue('01012345678');
  });

  it('registers with react-hook-form like a native input: ref, name, change and blur', async () => {
    const submitted: unknown[] = [];
    function Form() {
      const { register, handleSubmit, formState } = useForm({ defaultValues: { phoneNumber: '' }, mode: 'onTouched' });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => submitted.push(values))(event)}>
          <PhoneField label="Phone Number" {...register('phoneNumber', { required: 'Phone number is required' })} />
          <span>{formState.touchedFields.phoneNumber ? 'touched' : 'untouched'}</span>
          <button type="submit">Send</button>
        </form>
      );
    }
    await render(<Form />);
    const input = page.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.type(input, '٠١٢ 3456 7890');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect.element(page.getByText('touched', { exact: true })).toBeVisible();
    await expect.poll(() => submitted).toEqual([{ phoneNumber: '01234567890' }]);
  });

  it('an error makes the number invalid and describes it', async () => {
    await render(<PhoneField label="Phone Number" error="Phone number is required" />);
    const input = page.getByRole('textbox', { name: 'Phone Number' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Phone number is required');
  });

  it('opens from the keyboard, Escape closes it and focus returns to the button', async () => {
    await render(<PhoneField label="Phone Number" />);
    const button = page.getByRole('button', { name: 'Country: Egypt +20' });
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = page.getByRole('combobox', { name: 'Search country...' });
    await expect.element(search).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(search).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('arrows move the active option and Enter picks it, without submitting the form', async () => {
    const onCountryChange = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PhoneField label="Phone Number" countries={[EGYPT, SAUDI_ARABIA]} onCountryChange={onCountryChange} />
      </form>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Country: Egypt +20' }));
    const search = page.getByRole('combobox');
    await expect.element(search).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-EG$/));
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(search).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-SA$/));
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(search).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-SA$/));
    await userEvent.keyboard('{Enter}');
    const button = page.getByRole('button', { name: 'Country: Saudi Arabia +966' });
    await expect.element(button).toHaveFocus();
    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith({ country: SAUDI_ARABIA });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a click picks an option; a click elsewhere closes the list', async () => {
    await render(
      <div>
        <PhoneField label="Phone Number" countries={[EGYPT, SAUDI_ARABIA]} />
        <p>Elsewhere</p>
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Country: Egypt +20' }));
    await userEvent.click(page.getByRole('option', { name: /Saudi Arabia/ }));
    await expect.element(page.getByRole('button', { name: 'Country: Saudi Arabia +966' })).toHaveFocus();
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: 'Country: Saudi Arabia +966' }));
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.click(page.getByText('Elsewhere'));
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters 250 ms after the typing stops, and says when nothing matches', async () => {
    await render(<PhoneField label="Phone Number" countries={[EGYPT, SAUDI_ARABIA]} />);
    await userEvent.click(page.getByRole('button', { name: 'Country: Egypt +20' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.fill(page.getByRole('combobox'), 'saudi');
    await vi.advanceTimersByTimeAsync(COUNTRY_SEARCH_DEBOUNCE_MS - 1);
    expect(optionNames()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => optionNames().length === 1);
    expect(optionNames()[0]).toContain('Saudi Arabia');

    await userEvent.fill(page.getByRole('combobox'), '+96');
    await vi.advanceTimersByTimeAsync(COUNTRY_SEARCH_DEBOUNCE_MS);
    await until(() => optionNames().length === 1);
    expect(optionNames()[0]).toContain('+966');

    await userEvent.fill(page.getByRole('combobox'), 'France');
    await vi.advanceTimersByTimeAsync(COUNTRY_SEARCH_DEBOUNCE_MS);
    await until(() => optionNames().length === 0);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('No country found');
  });

  it('disabled: neither the number nor the picker can be used', async () => {
    await render(<PhoneField label="Phone Number" disabled />);
    await expect.element(page.getByRole('textbox', { name: 'Phone Number' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Country: Egypt +20' })).toBeDisabled();
  });

  it('passes axe closed, open, and with no match', async () => {
    const { container } = await render(<PhoneField label="Phone Number" error="invalid Phone number " />);
    await expectNoAxeViolations(container);
    await userEvent.click(page.getByRole('button', { name: 'Country: Egypt +20' }));
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(container);
    await userEvent.fill(page.getByRole('combobox'), 'France');
    await expect.element(page.getByText('No country found')).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
