import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Alert, ALERT_TONES } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Alert', () => {
  it('interrupts for problems and waits its turn for news', async () => {
    await render(
      <div>
        <Alert tone="danger">Failed to fetch search results</Alert>
        <Alert tone="warning">Your session ends soon</Alert>
        <Alert tone="info">New courses every week</Alert>
        <Alert tone="success">Message sent successfully!</Alert>
      </div>,
    );
    expect(page.getByRole('alert').elements().map((el) => el.textContent)).toEqual([
      'Failed to fetch search results',
      'Your session ends soon',
    ]);
    expect(page.getByRole('status').elements().map((el) => el.textContent)).toEqual([
      'New courses every week',
      'Message sent successfully!',
    ]);
  });

  it('is an info status by default', async () => {
    await render(<Alert>Heads up</Alert>);
    await expect.element(page.getByRole('status')).toHaveTextContent('Heads up');
  });

  it('shows a title before the message', async () => {
    await render(
      <Alert tone="danger" title="Error:">
        Search failed
      </Alert>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error:Search failed');
  });

  it('passes axe in every tone', async () => {
    const { container } = await render(
      <div>
        {ALERT_TONES.map((tone) => (
          <Alert key={tone} tone={tone} title={tone}>
            A {tone} message.
          </Alert>
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
