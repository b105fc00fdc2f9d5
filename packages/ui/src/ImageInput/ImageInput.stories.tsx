import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ImageInput, type ImageInputProps } from '..';
import { fixtureImage } from '../private/fixtures';

/** A PNG of one pixel: enough for the browser to show a chosen file. */
const onePixelPng = () =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], 'cover.png', {
    type: 'image/png',
  });

/** Holds the chosen file as a form would, and reports each change. */
function Controlled(props: Omit<ImageInputProps, 'value' | 'onChange'> & { onChange: ImageInputProps['onChange'] }) {
  const [file, setFile] = useState<File | null>(null);
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
  args: { label: 'Course image', hint: 'JPEG, PNG or WebP, up to 5 MB.', value: null, onChange: fn(), previewAlt: 'Course image preview' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: a labelled file input with its rules. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Course image');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB.');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Editing a course: its saved picture shows. */
export const WithCurrentImage: Story = {
  args: { currentImageUrl: fixtureImage({ hue: 200 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Course image preview' })).toHaveAttribute('data-source', 'current');
  },
};

/** A file chosen: its preview replaces the saved picture, and it can be dropped again. */
export const WithChosenFile: Story = {
  args: { currentImageUrl: fixtureImage({ hue: 200 }) },
  play: async ({ canvas, userEvent, args }) => {
    const file = onePixelPng();
    await userEvent.upload(canvas.getByLabelText('Course image'), file);
    await expect(args.onChange).toHaveBeenCalledWith({ file });
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Course image preview' })).toHaveAttribute('data-source', 'chosen'));
    await expect(canvas.getByRole('img', { name: 'Course image preview' }).getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove chosen image' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Course image preview' })).toHaveAttribute('data-source', 'current'));
  },
};

/** The server refused the file: the reason, and the control is invalid. */
export const WithError: Story = {
  args: { error: 'Please choose an image file (JPEG, PNG or WebP).' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Course image');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB. Please choose an image file (JPEG, PNG or WebP).');
  },
};

/** Right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'صورة الدورة', hint: 'JPEG أو PNG أو WebP، حتى 5 ميغابايت.', currentImageUrl: fixtureImage({ hue: 40 }), previewAlt: 'معاينة صورة الدورة' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'معاينة صورة الدورة' })).toBeVisible();
  },
};
