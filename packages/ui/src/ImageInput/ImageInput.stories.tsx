import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ImageInput, type ImageInputProps } from '..';
import { fixtureImage } from '../private/fixtures';

/** A 32×18 PNG (a sun over a field), small enough to inline; the input takes only JPEG, PNG and WebP. */
const chosenPng = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAAiElEQVR42mP4MsmGpojh3VQHmiKGFzNcaIoYHs32oBz9/3INlxTDnXk+lCCg0cgIUwHDtYUBlCA0CzAVMFxYEkI2QjMdgtDUMJxaHkEJQjMdUwHDkVUxlCA0CzAVMOxbm0A5AhqNS4phx4YUmiKGTZszaIoYlLpDNKbF0I5koKnpQHLUBwPvAwBtMZKrRmksdwAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'cover.png',
    { type: 'image/png' },
  );

/** Holds the chosen file as a form would, and reports each change to the story's spy. */
function Controlled(props: ImageInputProps) {
  const [file, setFile] = useState<File | null>(props.value);
  return (
    <ImageInput
      {...props}
      value={file}
      onChange={(change) => {
        props.onChange(change);
        setFile(change.file);
      }}
    />
  );
}

const meta = {
  title: 'UI/Admin/ImageInput',
  component: ImageInput,
  args: {
    label: 'Course image',
    hint: 'JPEG, PNG or WebP, up to 5 MB.',
    value: null,
    onChange: fn(),
    previewAlt: 'New course image',
    currentImageAlt: 'Current course image',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new course: a labelled file input with its rules, and no picture yet. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Course image');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB.');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

/** Editing a course: its saved picture shows until another is chosen. */
export const WithCurrentImage: Story = {
  args: { currentImageUrl: fixtureImage({ hue: 200 }) },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Current course image' });
    await expect(img).toHaveAttribute('data-source', 'current');
    await expect(canvas.queryByRole('button', { name: 'Remove chosen image' })).not.toBeInTheDocument();
  },
};

/** A file chosen on this device: its preview replaces the saved picture, and it can be dropped again. */
export const WithChosenFile: Story = {
  args: { currentImageUrl: fixtureImage({ hue: 200 }) },
  play: async ({ canvas, userEvent, args }) => {
    const file = chosenPng();
    await userEvent.upload(canvas.getByLabelText('Course image'), file);
    await expect(args.onChange).toHaveBeenCalledWith({ file });
    const img = await canvas.findByRole('img', { name: 'New course image' });
    await waitFor(() => expect(img).toHaveAttribute('data-source', 'chosen'));
    await expect(img.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByRole('button', { name: 'Remove chosen image' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Current course image' })).not.toBeInTheDocument();
  },
};

/** The file was refused: the reason under the rules, and the control is invalid. */
export const WithError: Story = {
  args: { error: 'Please choose an image file (JPEG, PNG or WebP).' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Course image');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB. Please choose an image file (JPEG, PNG or WebP).');
    await expect(canvas.getByText('Please choose an image file (JPEG, PNG or WebP).')).toBeVisible();
  },
};

/** Right to left: the preview starts from the right, the control beside it on its left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'صورة الدورة',
    hint: 'JPEG أو PNG أو WebP، حتى 5 ميغابايت.',
    currentImageUrl: fixtureImage({ hue: 40 }),
    currentImageAlt: 'صورة الدورة الحالية',
    previewAlt: 'صورة الدورة الجديدة',
    clearLabel: 'إزالة الصورة المختارة',
  },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'صورة الدورة الحالية' });
    const input = canvas.getByLabelText('صورة الدورة');
    await expect(getComputedStyle(input).direction).toBe('rtl');
    await expect(input).toHaveAccessibleDescription('JPEG أو PNG أو WebP، حتى 5 ميغابايت.');
    await expect(img.getBoundingClientRect().left).toBeGreaterThan(input.getBoundingClientRect().left);
  },
};
