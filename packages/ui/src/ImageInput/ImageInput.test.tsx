import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ImageInput, type ImageInputProps } from '..';
import { fixtureImage } from '../private/fixtures';
import { expectNoAxeViolations } from '../private/test-utils';

/** Holds the chosen file as a form does. */
function Form({ onChange = () => undefined, ...props }: Partial<Omit<ImageInputProps, 'onChange'>> & { onChange?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageInput
      label="Course image"
      hint="JPEG, PNG or WebP, up to 5 MB."
      previewAlt="Preview"
      {...props}
      value={file}
      onChange={({ file: next }) => {
        onChange(next);
        setFile(next);
      }}
    />
  );
}

const png = (name = 'a.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const input = () => page.getByLabelText('Course image');
const preview = () => page.getByRole('img', { name: 'Preview' });

describe('ImageInput', () => {
  it('is a labelled file input described by its rules, offering only the picture types the server takes', async () => {
    const { container } = await render(<Form />);
    await expect.element(input()).toHaveAttribute('type', 'file');
    await expect.element(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect.element(input()).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB.');
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is reached with the keyboard', async () => {
    await render(<Form />);
    await userEvent.keyboard('{Tab}');
    await expect.element(input()).toHaveFocus();
  });

  it('shows the saved picture with its own alternative text', async () => {
    const { container } = await render(<Form currentImageUrl={fixtureImage({ hue: 200 })} currentImageAlt="Current course image" />);
    await expect.element(page.getByRole('img', { name: 'Current course image' })).toHaveAttribute('data-source', 'current');
    await expectNoAxeViolations(container);
  });

  it('previews a chosen file from this device and releases its address when it is dropped', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const onChange = vi.fn();
    const { container } = await render(<Form onChange={onChange} />);
    const file = png();
    await userEvent.upload(input(), file);
    expect(onChange).toHaveBeenCalledWith(file);
    await expect.element(preview()).toHaveAttribute('data-source', 'chosen');
    const url = preview().element().getAttribute('src');
    expect(url).toMatch(/^blob:/);
    await expectNoAxeViolations(container);
    expect(revoke).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Remove chosen image' }));
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith(url);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await expect.element(page.getByRole('button', { name: 'Remove chosen image' })).not.toBeInTheDocument();
    expect((input().element() as HTMLInputElement).value).toBe('');
  });

  it('goes back to the saved picture when the chosen file is dropped', async () => {
    await render(<Form currentImageUrl={fixtureImage({ hue: 200 })} />);
    await userEvent.upload(input(), png());
    await expect.element(preview()).toHaveAttribute('data-source', 'chosen');
    await userEvent.click(page.getByRole('button', { name: 'Remove chosen image' }));
    await expect.element(preview()).toHaveAttribute('data-source', 'current');
  });

  it('releases the previous address when another file is chosen, and the last one when it goes away', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { unmount } = await render(<Form />);
    await userEvent.upload(input(), png('first.png'));
    await expect.element(preview()).toHaveAttribute('data-source', 'chosen');
    const first = preview().element().getAttribute('src');
    await userEvent.upload(input(), png('second.png'));
    await expect.poll(() => preview().element().getAttribute('src')).not.toBe(first);
    const second = preview().element().getAttribute('src');
    expect(revoke).toHaveBeenCalledWith(first);
    expect(revoke).not.toHaveBeenCalledWith(second);
    await unmount();
    expect(revoke).toHaveBeenCalledWith(second);
  });

  it('is invalid and described by its error as well as its rules', async () => {
    const { container } = await render(<Form error="Please choose an image file (JPEG, PNG or WebP)." />);
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB. Please choose an image file (JPEG, PNG or WebP).');
    await expect.element(page.getByText('Please choose an image file (JPEG, PNG or WebP).')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('forwards its ref and rest props to the file input', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await render(<ImageInput ref={ref} label="Course image" name="image" value={null} onChange={() => undefined} />);
    expect(ref.current).toBe(input().element());
    expect(ref.current?.name).toBe('image');
  });
});
