import type { SeedInstructor } from './types';

export const SEED_INSTRUCTORS: readonly SeedInstructor[] = [
  { key: 'nour-el-sayed', name: 'Nour El-Sayed', avatar: { hue: 200, style: 'hijab' } },
  { key: 'omar-khaled', name: 'Omar Khaled', avatar: { hue: 24, style: 'short-hair' } },
  { key: 'sara-mahmoud', name: 'سارة محمود', avatar: { hue: 320, style: 'long-hair' } },
  { key: 'youssef-adel', name: 'Youssef Adel', avatar: { hue: 150, style: 'curly' } },
  { key: 'mariam-hassan', name: 'Mariam Hassan', avatar: { hue: 265, style: 'hijab' } },
  { key: 'ahmed-fathy', name: 'أحمد فتحي', avatar: { hue: 45, style: 'short-hair' } },
  { key: 'laila-ibrahim', name: 'Laila Ibrahim', avatar: { hue: 5, style: 'long-hair' } },
  { key: 'karim-mostafa', name: 'Karim Mostafa', avatar: { hue: 185, style: 'curly' } },
];
