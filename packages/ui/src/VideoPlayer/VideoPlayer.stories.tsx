import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatClock, VideoPlayer } from '..';
import { arabicLabels, englishLabels } from './fixtures';

/** Stands in for the video: the player draws around whatever element it is given. */
const media = <div style={{ background: 'linear-gradient(135deg, #0b1f3a, #1f4f7a)' }} />;

const arabicDigits = new Intl.NumberFormat('ar-EG', { useGrouping: false });
const inArabic = (text: string) => text.replace(/\d/g, (digit) => arabicDigits.format(Number(digit)));

const meta = {
  title: 'UI/Learning/VideoPlayer',
  component: VideoPlayer,
  args: {
    media,
    playing: false,
    currentTime: 75,
    duration: 600,
    playbackRate: 1,
    fullscreen: false,
    labels: englishLabels,
    onTogglePlay: fn(),
    onSeek: fn(),
    onPlaybackRateChange: fn(),
    onToggleFullscreen: fn(),
    onToggleCaptions: fn(),
    onCaptionsLanguageChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paused at 1:15 of 10:00: Play, the clocks, and a slider that says where it is. */
export const Paused: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Video player' })).toBeVisible();
    await expect(canvas.getByText('1:15')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '1:15 of 10:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onTogglePlay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 10 seconds' }));
    await expect(args.onSeek).toHaveBeenLastCalledWith({ seconds: 85, by: 'skip' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back 10 seconds' }));
    await expect(args.onSeek).toHaveBeenLastCalledWith({ seconds: 65, by: 'skip' });
  },
};

/** Playing at 1.5x; the speeds go from 0.75x to 2x. */
export const Playing: Story = {
  args: { playing: true, playbackRate: 1.5 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeEnabled();
    const speed = canvas.getByRole('combobox', { name: 'Playback speed' });
    await expect(speed).toHaveValue('1.5');
    await expect([...(speed as HTMLSelectElement).options].map((option) => option.text)).toEqual(['0.75x', '1x', '1.25x', '1.5x', '1.75x', '2x']);
    await userEvent.selectOptions(speed, '2');
    await expect(args.onPlaybackRateChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Fullscreen' }));
    await expect(args.onToggleFullscreen).toHaveBeenCalledOnce();
  },
};

/** Something over the video (a paused picture, a notice); the controls below stay usable. */
export const WithOverlay: Story = {
  args: {
    overlay: <div style={{ margin: 'auto', color: '#fff', fontSize: '1.25rem' }}>Resume from 3:42</div>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resume from 3:42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled();
  },
};

/** No video yet: every control is there, none can be used. */
export const Disabled: Story = {
  args: { disabled: true, currentTime: 0, duration: 0 },
  play: async ({ canvas }) => {
    for (const name of ['Play', 'Back 10 seconds', 'Forward 10 seconds', 'Fullscreen']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Playback speed' })).toBeDisabled();
  },
};

/** Skips stop at the ends of the video. */
export const NearTheEnd: Story = {
  args: { currentTime: 596, fullscreen: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 10 seconds' }));
    await expect(args.onSeek).toHaveBeenLastCalledWith({ seconds: 600, by: 'skip' });
    await expect(canvas.getByRole('button', { name: 'Exit fullscreen' })).toBeEnabled();
  },
};

/** Right to left, in Arabic digits: the slider runs from the right, and the left arrow goes forward. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: arabicLabels,
    formatTime: (seconds: number) => inArabic(formatClock(seconds)),
    formatRate: (rate: number) => `${new Intl.NumberFormat('ar-EG').format(rate)}x`,
  },
  play: async ({ canvas, args, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'التقدّم في الفيديو' });
    await expect(slider).toHaveAttribute('aria-valuetext', '١:١٥ من ١٠:٠٠');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSeek).toHaveBeenLastCalledWith({ seconds: 85, by: 'skip' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith({ seconds: 65, by: 'skip' });
  },
};

/** Every control lies inside the player and is at least 44 by 44 px (a fingertip). */
async function expectFingerSized(player: HTMLElement) {
  const box = player.getBoundingClientRect();
  const controls = [...within(player).getAllByRole('button'), within(player).getByRole('slider'), ...within(player).getAllByRole('combobox')];
  for (const control of controls) {
    const { left, right, top, bottom, width, height } = control.getBoundingClientRect();
    await expect({
      name: control.getAttribute('aria-label'),
      inside: left >= box.left - 0.5 && right <= box.right + 0.5 && top >= box.top - 0.5 && bottom <= box.bottom + 0.5,
      big: width >= 44 && height >= 44,
    }).toEqual({ name: control.getAttribute('aria-label'), inside: true, big: true });
  }
}

/** On the narrowest phone (320 px, less the page's margins): the slider and the clock on a row of their own, then the buttons. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ inlineSize: '288px' }}>{Story()}</div>],
  args: { captions: { on: false, tracks: [] } },
  play: async ({ canvas }) => {
    await expectFingerSized(canvas.getByRole('region', { name: 'Video player' }));
    await expect(canvas.getByText('10:00')).toBeVisible();
  },
};

const phone = [(Story: () => React.ReactNode) => <div style={{ inlineSize: '360px' }}>{Story()}</div>];
const twoLanguages = (english: string, arabic: string) => ({
  on: true,
  tracks: [
    { languageCode: 'en', label: english },
    { languageCode: 'ar', label: arabic },
  ],
  languageCode: 'ar',
});

/** A phone (360 px): the slider takes the width; play and the skips at the start, captions, speed and fullscreen at the end. */
export const Phone: Story = {
  decorators: phone,
  args: { captions: { on: false, tracks: [] } },
  play: async ({ canvas, args, userEvent }) => {
    const player = canvas.getByRole('region', { name: 'Video player' });
    await expectFingerSized(player);
    const slider = canvas.getByRole('slider', { name: 'Seek' }).getBoundingClientRect();
    await expect(slider.width).toBeGreaterThan(200);
    await userEvent.click(canvas.getByRole('button', { name: 'Fullscreen' }));
    await expect(args.onToggleFullscreen).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const PhoneArabic: Story = {
  ...Phone,
  globals: { locale: 'ar' },
  args: { ...Arabic.args, captions: { on: false, tracks: [] } },
  play: async ({ canvas, args, userEvent }) => {
    const player = canvas.getByRole('region', { name: 'مشغّل الفيديو' });
    await expectFingerSized(player);
    // Right to left, fullscreen ends the row on the left.
    const fullscreen = canvas.getByRole('button', { name: 'ملء الشاشة' });
    await expect(fullscreen.getBoundingClientRect().left - player.getBoundingClientRect().left).toBeLessThan(12);
    await userEvent.click(fullscreen);
    await expect(args.onToggleFullscreen).toHaveBeenCalledOnce();
  },
};

/** Captions on, in a video with two languages: the CC button is lit and the language is chosen beside it. */
export const PhoneCaptions: Story = {
  decorators: phone,
  args: { captions: twoLanguages('English', 'Arabic') },
  play: async ({ canvas, args, userEvent }) => {
    await expectFingerSized(canvas.getByRole('region', { name: 'Video player' }));
    const cc = canvas.getByRole('button', { name: 'Captions' });
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    const language = canvas.getByRole('combobox', { name: 'Captions language' });
    await expect(language).toHaveValue('ar');
    await userEvent.selectOptions(language, 'en');
    await expect(args.onCaptionsLanguageChange).toHaveBeenCalledWith({ languageCode: 'en' });
    await userEvent.click(cc);
    await expect(args.onToggleCaptions).toHaveBeenCalledOnce();
  },
};

export const PhoneCaptionsArabic: Story = {
  decorators: phone,
  globals: { locale: 'ar' },
  args: { ...Arabic.args, captions: twoLanguages('الإنجليزية', 'العربية') },
  play: async ({ canvas, args, userEvent }) => {
    await expectFingerSized(canvas.getByRole('region', { name: 'مشغّل الفيديو' }));
    await expect(canvas.getByRole('button', { name: 'الترجمة النصية' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'لغة الترجمة النصية' }), 'الإنجليزية');
    await expect(args.onCaptionsLanguageChange).toHaveBeenCalledWith({ languageCode: 'en' });
  },
};

/** No video yet, on a phone: the controls keep their places and sizes, none can be used. */
export const PhoneDisabled: Story = {
  decorators: phone,
  args: { disabled: true, currentTime: 0, duration: 0, captions: { on: false, tracks: [] } },
  play: async ({ canvas }) => {
    await expectFingerSized(canvas.getByRole('region', { name: 'Video player' }));
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const PhoneDisabledArabic: Story = {
  ...PhoneDisabled,
  globals: { locale: 'ar' },
  args: { ...Arabic.args, disabled: true, currentTime: 0, duration: 0, captions: { on: false, tracks: [] } },
  play: async ({ canvas }) => {
    await expectFingerSized(canvas.getByRole('region', { name: 'مشغّل الفيديو' }));
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
