import type { DemoTopic as Topic } from '@manara/api-client/content';
import { TOPIC_ICONS } from './icons';
import { between, hsl, pick, seededRandom } from './random';
import { svgOnGradient } from './svg';

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

/** The base hue of each topic; every course shifts it a little so neighbours differ. */
const TOPIC_HUES: Record<Topic, number> = {
  scholarship: 222,
  essay: 350,
  language: 178,
  cv: 28,
  interview: 275,
  branding: 205,
  research: 150,
  speaking: 8,
  data: 195,
  code: 238,
  career: 32,
  leadership: 290,
  globe: 192,
  finance: 135,
  design: 318,
  exam: 42,
};

/** An abstract cover: a gradient, soft shapes, and the topic's icon in a frosted disc. */
export function coverSvg({ slug, topic }: { slug: string; topic: Topic }): string {
  const random = seededRandom(slug);
  const hue = TOPIC_HUES[topic] + between(random, -14, 14);
  const accent = hue + pick(random, [-50, 40, 60]);
  const W = COVER_WIDTH;
  const H = COVER_HEIGHT;

  const blobs = Array.from({ length: 4 }, () => {
    const r = between(random, 60, 170);
    return `<circle cx="${between(random, -40, W + 40).toFixed(0)}" cy="${between(random, -40, H + 40).toFixed(0)}" r="${r.toFixed(0)}" fill="${hsl(accent, 80, between(random, 55, 75), between(random, 0.12, 0.28))}"/>`;
  }).join('');

  const tiles = Array.from({ length: 3 }, () => {
    const size = between(random, 40, 90);
    const x = between(random, 0, W - size);
    const y = between(random, 0, H - size);
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${size.toFixed(0)}" height="${size.toFixed(0)}" rx="${(size / 4).toFixed(0)}" transform="rotate(${between(random, -30, 30).toFixed(0)} ${(x + size / 2).toFixed(0)} ${(y + size / 2).toFixed(0)})" fill="none" stroke="rgba(255,255,255,0.22)" stroke-width="3"/>`;
  }).join('');

  const waveY = between(random, 250, 300);
  const wave = `<path d="M0 ${waveY.toFixed(0)} C ${W * 0.25} ${(waveY - 60).toFixed(0)}, ${W * 0.55} ${(waveY + 50).toFixed(0)}, ${W} ${(waveY - 20).toFixed(0)} V ${H} H 0 Z" fill="${hsl(hue + 20, 70, 18, 0.35)}"/>`;

  // A dot grid in one corner, for texture.
  const dotsX = pick(random, [36, W - 156]);
  const dotsY = pick(random, [30, H - 110]);
  const dots = Array.from({ length: 5 * 7 }, (_, i) => {
    const cx = dotsX + (i % 7) * 20;
    const cy = dotsY + Math.floor(i / 7) * 20;
    return `<circle cx="${cx}" cy="${cy}" r="2.5" fill="rgba(255,255,255,0.35)"/>`;
  }).join('');

  const iconX = W / 2 + between(random, -40, 40);
  const iconY = H / 2 - 6;
  const icon = `
    <circle cx="${iconX}" cy="${iconY}" r="92" fill="rgba(255,255,255,0.16)" stroke="rgba(255,255,255,0.45)" stroke-width="2"/>
    <g transform="translate(${iconX - 60} ${iconY - 60}) scale(1.2)" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${TOPIC_ICONS[topic]}</g>`;

  return svgOnGradient(
    { width: W, height: H, viewBox: `0 0 ${W} ${H}`, from: hsl(hue, 75, 52), to: hsl(hue + 35, 70, 30) },
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${blobs}${tiles}${wave}${dots}${icon}`,
  );
}
