import type { DemoTopic as Topic } from '@manara/api-client/content';

/**
 * One line icon per topic, drawn on a 100×100 grid in white. No text: rendering
 * text would depend on the fonts of the machine that runs the script.
 */
export const TOPIC_ICONS: Record<Topic, string> = {
  scholarship: `
    <path d="M8 40 L50 22 L92 40 L50 58 Z" fill="#fff" stroke="none"/>
    <path d="M27 49 V67 C27 78 73 78 73 67 V49"/>
    <path d="M86 43 V66"/><circle cx="86" cy="71" r="4" fill="#fff"/>`,
  essay: `
    <rect x="18" y="14" width="50" height="70" rx="6"/>
    <path d="M28 32 H58 M28 44 H58 M28 56 H46"/>
    <path d="M62 78 L86 40 L94 46 L70 84 L60 88 Z" fill="#fff" stroke-width="4"/>`,
  language: `
    <path d="M12 22 H58 A6 6 0 0 1 64 28 V52 A6 6 0 0 1 58 58 H32 L20 68 V58 H12 A6 6 0 0 1 6 52 V28 A6 6 0 0 1 12 22 Z"/>
    <path d="M44 42 H88 A6 6 0 0 1 94 48 V72 A6 6 0 0 1 88 78 H80 V88 L68 78 H44 A6 6 0 0 1 38 72 V48 A6 6 0 0 1 44 42 Z" fill="#fff" fill-opacity="0.25"/>
    <path d="M20 40 H50 M54 60 H80"/>`,
  cv: `
    <path d="M22 10 H62 L80 28 V88 A4 4 0 0 1 76 92 H22 A4 4 0 0 1 18 88 V14 A4 4 0 0 1 22 10 Z"/>
    <path d="M62 10 V28 H80"/>
    <circle cx="40" cy="40" r="8"/><path d="M28 60 C28 50 52 50 52 60"/>
    <path d="M30 72 H68 M30 82 H58"/>`,
  interview: `
    <circle cx="28" cy="34" r="11"/><path d="M10 78 C10 56 46 56 46 78"/>
    <circle cx="72" cy="34" r="11"/><path d="M54 78 C54 56 90 56 90 78"/>
    <path d="M40 14 H60 A4 4 0 0 1 64 18 V24 A4 4 0 0 1 60 28 H52 L48 32 V28 H40 A4 4 0 0 1 36 24 V18 A4 4 0 0 1 40 14 Z" fill="#fff" stroke-width="3"/>`,
  branding: `
    <rect x="14" y="22" width="72" height="58" rx="10"/>
    <circle cx="38" cy="46" r="9"/><path d="M24 70 C24 58 52 58 52 70"/>
    <path d="M60 44 H76 M60 56 H72"/>
    <path d="M76 6 L79 14 L87 17 L79 20 L76 28 L73 20 L65 17 L73 14 Z" fill="#fff" stroke-width="2"/>`,
  research: `
    <circle cx="42" cy="42" r="24"/><path d="M60 60 L86 86" stroke-width="9"/>
    <path d="M30 46 L38 38 L46 44 L56 32"/>`,
  speaking: `
    <rect x="36" y="10" width="28" height="46" rx="14"/>
    <path d="M24 44 C24 76 76 76 76 44"/><path d="M50 70 V88 M36 90 H64"/>
    <path d="M86 30 C92 38 92 50 86 58 M14 30 C8 38 8 50 14 58" stroke-width="4"/>`,
  data: `
    <path d="M12 88 H90"/>
    <rect x="18" y="58" width="14" height="24" rx="3" fill="#fff" fill-opacity="0.3"/>
    <rect x="42" y="44" width="14" height="38" rx="3" fill="#fff" fill-opacity="0.3"/>
    <rect x="66" y="30" width="14" height="52" rx="3" fill="#fff" fill-opacity="0.3"/>
    <path d="M16 46 L40 30 L60 36 L86 12"/><circle cx="86" cy="12" r="4" fill="#fff"/>`,
  code: `
    <rect x="8" y="16" width="84" height="68" rx="8"/><path d="M8 30 H92"/>
    <path d="M36 46 L24 58 L36 70 M64 46 L76 58 L64 70 M54 42 L46 74"/>`,
  career: `
    <rect x="10" y="32" width="80" height="54" rx="8"/>
    <path d="M36 32 V24 A6 6 0 0 1 42 18 H58 A6 6 0 0 1 64 24 V32"/>
    <path d="M10 56 H90"/><rect x="44" y="50" width="12" height="12" rx="2" fill="#fff"/>`,
  leadership: `
    <path d="M6 88 L38 40 L54 62 L66 48 L94 88 Z" fill="#fff" fill-opacity="0.25"/>
    <path d="M38 40 V8"/><path d="M38 10 H64 L58 18 L64 26 H38" fill="#fff"/>`,
  globe: `
    <circle cx="50" cy="50" r="38"/>
    <ellipse cx="50" cy="50" rx="16" ry="38"/>
    <path d="M14 38 H86 M14 62 H86"/>`,
  finance: `
    <ellipse cx="34" cy="72" rx="22" ry="8"/><path d="M12 72 V80 C12 88 56 88 56 80 V72"/>
    <ellipse cx="34" cy="56" rx="22" ry="8" fill="#fff" fill-opacity="0.25"/><path d="M12 56 V64 M56 56 V64"/>
    <path d="M66 62 L86 30 M72 30 H86 V44"/>`,
  design: `
    <path d="M50 10 C26 10 8 28 8 50 C8 72 26 90 46 90 C54 90 56 84 52 78 C48 72 52 66 60 66 H72 C84 66 92 58 92 46 C92 26 72 10 50 10 Z"/>
    <circle cx="30" cy="46" r="6" fill="#fff"/><circle cx="44" cy="28" r="6" fill="#fff"/>
    <circle cx="64" cy="28" r="6" fill="#fff"/><circle cx="76" cy="44" r="6" fill="#fff"/>`,
  exam: `
    <rect x="18" y="14" width="64" height="76" rx="8"/>
    <rect x="36" y="8" width="28" height="12" rx="4" fill="#fff"/>
    <path d="M28 40 L34 46 L44 34 M52 40 H72 M28 64 L34 70 L44 58 M52 64 H72"/>`,
};
