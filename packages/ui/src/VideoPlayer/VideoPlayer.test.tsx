import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { formatClock, VideoPlayer, type VideoPlayerProps } from '..';
import { expectNoAxeViolations } from '../private/test-utils';
import { englishLabels } from './fixtures';

async function renderPlayer(overrides: Partial<VideoPlayerProps> = {}, dir: 'ltr' | 'rtl' = 'ltr') {
  const props = {
    onTogglePlay: vi.fn(),
    onSeek: vi.fn(),
    onPlaybackRateChange: vi.fn(),
    onToggleFullscreen: vi.fn(),
  };
  const rendered = await render(
    <div dir={dir}>
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
