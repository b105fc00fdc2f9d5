import type { DemoInstructor as SeedInstructor } from '@manara/api-client/content';
import { hsl, pick, seededRandom } from './random';
import { svgOnGradient } from './svg';

export const AVATAR_SIZE = 192;

const SKIN_TONES = ['#f3cfb3', '#e0ac88', '#c98e66', '#a8714e', '#8a5a3c'];
const HAIR_COLOURS = ['#2b1b12', '#3d2618', '#1c1c1c', '#5a3a22'];

/** A friendly silhouette on a gradient: no photo of anyone, no text. */
export function avatarSvg({ key, avatar }: SeedInstructor): string {
  const random = seededRandom(key);
  const skin = pick(random, SKIN_TONES);
  const hair = pick(random, HAIR_COLOURS);
  const shirt = hsl(avatar.hue + 180, 55, 45);
  const scarf = hsl(avatar.hue + 150, 50, 38);

  // Drawn on a 100×100 grid in layers: behind the body, over the neck, over the face.
  const layers: Record<SeedInstructor['avatar']['style'], { back: string; drape: string; front: string }> = {
    'short-hair': {
      back: '',
      drape: '',
      front: `<path d="M33 42 C31 20 69 20 67 42 C64 34 58 30 50 30 C42 30 36 34 33 42 Z" fill="${hair}"/>`,
    },
    'long-hair': {
      back: `<path d="M29 44 C29 18 71 18 71 44 V76 H29 Z" fill="${hair}"/>`,
      drape: '',
      front: `<path d="M33 42 C33 22 67 22 67 42 C62 32 54 30 50 30 C46 30 38 32 33 42 Z" fill="${hair}"/>`,
    },
    hijab: {
      back: '',
      // Covers the head and neck and falls over the shoulders, leaving the face open.
      drape: `<path d="M26 48 C26 16 74 16 74 48 C74 62 80 72 84 80 C72 84 60 86 50 86 C40 86 28 84 16 80 C20 72 26 62 26 48 Z" fill="${scarf}"/>`,
      front: `<path d="M34 40 C36 28 64 28 66 40 C60 34 40 34 34 40 Z" fill="${hsl(avatar.hue + 150, 50, 30)}"/>`,
    },
    curly: {
      back: '',
      drape: '',
      front: [30, 38, 46, 54, 62, 70]
        .map((x, i) => `<circle cx="${x}" cy="${i % 2 === 0 ? 30 : 26}" r="8" fill="${hair}"/>`)
        .join(''),
    },
  };
  const { back, drape, front } = layers[avatar.style];

  return svgOnGradient(
    { width: AVATAR_SIZE, height: AVATAR_SIZE, viewBox: '0 0 100 100', from: hsl(avatar.hue, 70, 72), to: hsl(avatar.hue + 30, 60, 48) },
    `<rect width="100" height="100" fill="url(#bg)"/>
    <circle cx="82" cy="18" r="22" fill="rgba(255,255,255,0.18)"/>
    ${back}
    <path d="M14 100 C14 76 30 68 50 68 C70 68 86 76 86 100 Z" fill="${shirt}"/>
    <rect x="44" y="56" width="12" height="14" rx="4" fill="${skin}"/>
    ${drape}
    <ellipse cx="50" cy="46" rx="15" ry="17" fill="${skin}"/>
    ${front}`,
  );
}
