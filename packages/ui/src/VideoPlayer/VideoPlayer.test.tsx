import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { formatClock, VideoPlayer, type VideoPlayerProps } from '..';
import { expectNoAxeViolations } from '../private/test-utils';
import { englishLabels } from './fixtures';

async function renderPlayer(overrides: Partial<VideoPlayerProps> = {}, dir: 'ltr' | 'rtl' = 'ltr', width?: number) {
  const props = {
    onTogglePlay: vi.fn(),
    onSeek: vi.fn(),
    onPlaybackRateChange: vi.fn(),
    onToggleFullscreen: vi.fn(),
    onToggleCaptions: vi.fn(),
    onCaptionsLanguageChange: vi.fn(),
  };
  const rendered = await render(
    <div dir={dir} style={width === undefined ? undefined : { inlineSize: `${width}px` }}>
      <VideoPlayer
        media={<div />}
        playing={false}
        currentTime={75}
        duration={600}
        playbackRate={1}
        fullscreen={false}
        labels={englishLabels}
        {...props}
        {...overrides}
      />
    </div>,
  );
  return { ...props, rendered };
}

const seeks = (onSeek: ReturnType<typeof vi.fn>) => onSeek.mock.calls.map(([event]) => (event as { seconds: number }).seconds);

describe('VideoPlayer keys', () => {
  it('space and k play and pause, j and l and the arrows skip 10 s, f goes fullscreen', async () => {
    const { onTogglePlay, onSeek, onToggleFullscreen, rendered } = await renderPlayer();
    rendered.container.querySelector<HTMLInputElement>('input[type="range"]')?.focus();
    await userEvent.keyboard(' k');
    expect(onTogglePlay).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('jl{ArrowLeft}{ArrowRight}');
    expect(seeks(onSeek)).toEqual([65, 85, 65, 85]);
    await userEvent.keyboard('f');
    expect(onToggleFullscreen).toHaveBeenCalledOnce();
    await expectNoAxeViolations(rendered.container);
  });

  it('right to left, the left arrow goes forward and the right arrow back; the letters stay', async () => {
    const { onSeek, rendered } = await renderPlayer({}, 'rtl');
    rendered.container.querySelector<HTMLInputElement>('input[type="range"]')?.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}jl');
    expect(seeks(onSeek)).toEqual([85, 65, 65, 85]);
  });

  it('space on a focused button presses only that button', async () => {
    const { onTogglePlay, onSeek } = await renderPlayer();
    await page.getByRole('button', { name: 'Forward 10 seconds' }).element().focus();
    await userEvent.keyboard(' ');
    expect(seeks(onSeek)).toEqual([85]);
    expect(onTogglePlay).not.toHaveBeenCalled();
  });

  it('leaves keys alone in the speed choice, with a modifier, and while disabled', async () => {
    const first = await renderPlayer();
    await page.getByRole('combobox', { name: 'Playback speed' }).element().focus();
    await userEvent.keyboard('k');
    expect(first.onTogglePlay).not.toHaveBeenCalled();
    await first.rendered.unmount();

    const second = await renderPlayer();
    second.rendered.container.querySelector<HTMLInputElement>('input[type="range"]')?.focus();
    await userEvent.keyboard('{Control>}l{/Control}');
    expect(second.onSeek).not.toHaveBeenCalled();
    await second.rendered.unmount();

    const third = await renderPlayer({ disabled: true, tabIndex: 0 });
    third.rendered.container.querySelector<HTMLElement>('[role="region"]')?.focus();
    await userEvent.keyboard('kl');
    expect(third.onTogglePlay).not.toHaveBeenCalled();
    expect(third.onSeek).not.toHaveBeenCalled();
  });

  it('reports the slider as a seek by the slider', async () => {
    const { onSeek } = await renderPlayer();
    const slider = page.getByRole('slider', { name: 'Seek' }).element() as HTMLInputElement;
    slider.focus();
    await userEvent.keyboard('{Home}');
    expect(onSeek).toHaveBeenLastCalledWith({ seconds: 0, by: 'slider' });
  });
});

const twoLanguages = {
  on: true,
  tracks: [
    { languageCode: 'en', label: 'English' },
    { languageCode: 'ar', label: 'العربية' },
  ],
  languageCode: 'en',
};

describe('VideoPlayer on a phone', () => {
  // The narrowest phone, whole and less the page's margins, with the most controls there can be (captions on, two languages).
  it.each([
    [320, 'ltr'],
    [320, 'rtl'],
    [288, 'ltr'],
    [288, 'rtl'],
  ] as const)('at %i px, %s: every control lies inside the player and is at least 44 by 44', async (width, dir) => {
    await page.viewport(320, 720);
    const { rendered } = await renderPlayer({ captions: twoLanguages }, dir, width);
    const player = rendered.container.querySelector('[role="region"]')?.getBoundingClientRect();
    const controls = [...rendered.container.querySelectorAll<HTMLElement>('button, input, select')];
    expect(controls).toHaveLength(8);
    const boxes = controls.map((control) => {
      const { left, right, top, bottom, width: w, height: h } = control.getBoundingClientRect();
      return {
        name: control.getAttribute('aria-label'),
        inside: player !== undefined && left >= player.left - 0.5 && right <= player.right + 0.5 && top >= player.top - 0.5 && bottom <= player.bottom + 0.5,
        big: w >= 44 && h >= 44,
      };
    });
    expect(boxes).toEqual(boxes.map(({ name }) => ({ name, inside: true, big: true })));
    // The slider takes the row's width, less the clock.
    const slider = page.getByRole('slider', { name: 'Seek' }).element().getBoundingClientRect();
    expect(slider.width).toBeGreaterThan(width - 120);
  });
});

describe('VideoPlayer captions', () => {
  it('the CC button says whether captions are on; c toggles them; a language is chosen by its name', async () => {
    const { onToggleCaptions, onCaptionsLanguageChange } = await renderPlayer({ captions: twoLanguages });
    const cc = page.getByRole('button', { name: 'Captions' });
    await expect.element(cc).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(cc);
    expect(onToggleCaptions).toHaveBeenCalledOnce();
    await userEvent.keyboard('c');
    expect(onToggleCaptions).toHaveBeenCalledTimes(2);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Captions language' }), 'العربية');
    expect(onCaptionsLanguageChange).toHaveBeenCalledWith({ languageCode: 'ar' });
  });

  it('off, or with one language, there is no language to choose; without captions, no CC button and c does nothing', async () => {
    const off = await renderPlayer({ captions: { ...twoLanguages, on: false } });
    await expect.element(page.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
    expect(page.getByRole('combobox', { name: 'Captions language' }).query()).toBeNull();
    await off.rendered.unmount();

    const one = await renderPlayer({ captions: { on: true, tracks: [{ languageCode: 'en', label: 'English' }], languageCode: 'en' } });
    expect(page.getByRole('combobox', { name: 'Captions language' }).query()).toBeNull();
    await one.rendered.unmount();

    const none = await renderPlayer();
    expect(page.getByRole('button', { name: 'Captions' }).query()).toBeNull();
    none.rendered.container.querySelector<HTMLInputElement>('input[type="range"]')?.focus();
    await userEvent.keyboard('c');
    expect(none.onToggleCaptions).not.toHaveBeenCalled();
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [75, '1:15'],
    [75.9, '1:15'],
    [3725, '62:05'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
