import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert, ALERT_TONES } from '..';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Primitives/Alert',
  component: Alert,
  args: { children: 'New courses are added every week.' },
  argTypes: { tone: { control: 'inline-radio', options: ALERT_TONES } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('New courses are added every week.');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className={layout.stack}>
      {ALERT_TONES.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone[0]?.toUpperCase()}${tone.slice(1)}`}>
          This is how a {tone} message looks.
        </Alert>
      ))}
    </div>
  ),
};

/** The courses page's search failure: "Error:" plus the message. */
export const SearchError: Story = {
  args: { tone: 'danger', title: 'Error:', children: 'Failed to fetch search results' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error:');
    await expect(alert).toHaveTextContent('Failed to fetch search results');
  },
};

export const RightToLeft: Story = {
  args: { tone: 'warning', title: 'تنبيه', children: 'انتهت صلاحية رابط إعادة تعيين كلمة المرور.' },
  globals: { locale: 'ar' },
};
