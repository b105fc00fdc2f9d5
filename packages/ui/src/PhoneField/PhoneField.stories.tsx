import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EGYPT, PhoneField } from '..';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const openPicker = async ({ canvasElement, userEvent }: Pick<PlayContext, 'canvasElement' | 'userEvent'>) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /^Country: Egypt \+20$/ }));
  return canvas.getByRole('combobox', { name: 'Search country...' });
};

const meta = {
  title: 'UI/Primitives/PhoneField',
  component: PhoneField,
  args: { label: 'Phone Number', placeholder: '01012345678', onChange: fn(), onBlur: fn() },
  decorators: [inStoryBox(layout.stack)],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with Egypt's code. Typing keeps digits only, and at most 11 of them. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect(canvas.getByRole('button', { name: 'Country: Egypt +20' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, '010-1234 5678 99');
    await expect(input).toHaveValue('01012345678');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.clear(input);
  },
};

export const Playground: Story = {};

/** The list is open: focus is in the search field and Egypt is the chosen, active option. */
export const Open: Story = {
  decorators: [inStoryBox(layout.fullHeight)],
  play: async ({ canvasElement, userEvent }) => {
    const search = await openPicker({ canvasElement, userEvent });
    await expect(search).toHaveFocus();
    const canvas = within(canvasElement);
    const egypt = canvas.getByRole('option', { name: /Egypt/ });
    await expect(egypt).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', egypt.id);
    await expect(canvas.getByRole('button', { name: 'Country: Egypt +20' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A search by the dialling code still finds Egypt. */
export const Filtered: Story = {
  decorators: Open.decorators,
  play: async ({ canvasElement, userEvent }) => {
    const search = await openPicker({ canvasElement, userEvent });
    await userEvent.type(search, '+20');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: /Egypt/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** A search that matches nothing says so, once the typing pauses. */
export const NoMatch: Story = {
  decorators: Open.decorators,
  play: async ({ canvasElement, userEvent }) => {
    const search = await openPicker({ canvasElement, userEvent });
    await userEvent.type(search, 'France');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No country found')).toBeVisible();
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

/** An invalid number: a red border and the reason below, read with the field. */
export const WithError: Story = {
  args: { defaultValue: '0101234', error: 'invalid Phone number ' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('invalid Phone number');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '01012345678' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Country: Egypt +20' })).toBeDisabled();
  },
};

/** Arabic: the words right to left, the number and its code still left to right, the list open. */
export const RightToLeft: Story = {
  args: {
    label: 'رقم الهاتف',
    countryLabel: 'الدولة',
    searchPlaceholder: 'ابحث عن دولة...',
    noMatchText: 'لا توجد دولة مطابقة',
    countries: [{ ...EGYPT, name: 'مصر' }],
    defaultValue: '01012345678',
    error: 'رقم الهاتف غير صالح',
  },
  globals: { locale: 'ar' },
  decorators: Open.decorators,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'الدولة: مصر +20' }));
    await expect(canvas.getByRole('combobox', { name: 'ابحث عن دولة...' })).toHaveFocus();
    await expect(canvas.getByRole('option', { name: /مصر/ })).toHaveAttribute('aria-selected', 'true');
  },
};
