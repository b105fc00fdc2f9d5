import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ImageInput } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

function Form({ onChange = () => undefined }: { onChange?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageInput
      label="Course image"
      value={file}
      onChange={({ file: next }) => {
        onChange(next);
        setFile(next);
      }}
      previewAlt="Preview"
    />
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

describe('ImageInput', () => {
  it('previews a chosen file from this device and releases its address when it is dropped', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const onChange = vi.fn();
    const { container } = await render(<Form onChange={onChange} />);
    const file = png();
    await userEvent.upload(page.getByLabelText('Course image'), file);
    expect(onChange).toHaveBeenCalledWith(file);
    await expect.element(page.getByRole('img', { name: 'Preview' })).toHaveAttribute('data-source', 'chosen');
    const url = page.getByRole('img', { name: 'Preview' }).element().getAttribute('src');
    await expectNoAxeViolations(container);
    await userEvent.click(page.getByRole('button', { name: 'Remove chosen image' }));
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith(url);
    expect(onChange).toHaveBeenLastCalledWith(null);
    revoke.mockRestore();
  });

  it('offers only the picture types the server takes', async () => {
    await render(<Form />);
    await expect.element(page.getByLabelText('Course image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });
});
