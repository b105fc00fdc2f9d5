/**
 * Pictures for stories and tests, drawn as inline SVG so nothing is fetched from the network and
 * every machine renders the same pixels. No text inside: text would depend on installed fonts.
 */

const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A 16:9 course cover: a gradient sea, a low sun and two waves, tinted by `hue`. */
export function fixtureImage({ hue }: { hue: number }): string {
  const second = (hue + 40) % 360;
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue} 65% 42%)"/><stop offset="1" stop-color="hsl(${second} 70% 24%)"/>` +
      `</linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#g)"/>` +
      `<circle cx="470" cy="120" r="70" fill="hsl(40 95% 70%)" fill-opacity="0.85"/>` +
      `<circle cx="470" cy="120" r="130" fill="hsl(40 95% 70%)" fill-opacity="0.12"/>` +
      `<path d="M0 250 Q160 200 320 250 T640 250 V360 H0Z" fill="rgba(255,255,255,0.16)"/>` +
      `<path d="M0 290 Q160 250 320 290 T640 290 V360 H0Z" fill="rgba(255,255,255,0.22)"/>` +
      `</svg>`,
  );
}

/** A round portrait silhouette on a tinted background. */
export function fixtureAvatar({ hue }: { hue: number }): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" fill="hsl(${hue} 45% 55%)"/>` +
      `<circle cx="48" cy="38" r="17" fill="rgba(255,255,255,0.9)"/>` +
      `<path d="M14 96 C18 70 34 62 48 62 S78 70 82 96Z" fill="rgba(255,255,255,0.9)"/>` +
      `</svg>`,
  );
}

/** A complete set of card props for stories; each story changes only what it shows off. */
export const sampleCourse = {
  id: 'c-101',
  title: 'Build Your Global Profile',
  href: '/CoursePage/c-101',
  imageUrl: fixtureImage({ hue: 200 }),
  durationHours: 30.2,
  lessonCount: 14,
  price: 0,
  oldPrice: 0,
  rating: 4,
  reviews: 12,
  instructor: { name: 'Mona Adel', avatarUrl: fixtureAvatar({ hue: 20 }) },
};

export const longArabicTitle =
  'دليلك الشامل للتقديم على المنح الدراسية الدولية: من كتابة خطاب الدافع وسيرتك الذاتية إلى مقابلات القبول والتأشيرة';

/** Six varied courses for grid stories. */
export const sampleCourses = [
  { ...sampleCourse, id: 'c-101' },
  {
    ...sampleCourse,
    id: 'c-102',
    title: 'IELTS Preparation: Speaking and Writing with Confidence',
    imageUrl: fixtureImage({ hue: 160 }),
    price: 750,
    oldPrice: 1200,
    rating: 4.5,
    reviews: 86,
    instructor: { name: 'Karim Hassan', avatarUrl: fixtureAvatar({ hue: 210 }) },
  },
  {
    ...sampleCourse,
    id: 'c-103',
    title: 'Writing a Winning Motivation Letter',
    imageUrl: fixtureImage({ hue: 260 }),
    durationHours: 6.5,
    lessonCount: 8,
    price: 300,
    rating: 5,
    reviews: 41,
    instructor: { name: 'Salma Youssef', avatarUrl: fixtureAvatar({ hue: 320 }) },
  },
  {
    ...sampleCourse,
    id: 'c-104',
    title: 'مهارات المقابلة الشخصية للمنح الدراسية',
    imageUrl: fixtureImage({ hue: 20 }),
    durationHours: 4,
    lessonCount: 6,
    rating: 3.5,
    reviews: 9,
    instructor: { name: 'أحمد سمير', avatarUrl: fixtureAvatar({ hue: 120 }) },
  },
  {
    ...sampleCourse,
    id: 'c-105',
    title: 'Research Skills for University Students',
    imageUrl: undefined,
    durationHours: 12,
    lessonCount: 20,
    price: 450,
    oldPrice: 600,
    instructor: { name: 'Nour El-Din' },
  },
  {
    ...sampleCourse,
    id: 'c-106',
    title: 'From Graduate to Professional: Your First Job Abroad',
    imageUrl: fixtureImage({ hue: 330 }),
    durationHours: 18.5,
    lessonCount: 22,
    price: 1500,
    oldPrice: 2000,
    rating: 4,
    reviews: 230,
    instructor: { name: 'Heba Mostafa', avatarUrl: fixtureAvatar({ hue: 40 }) },
  },
];

/** The card's words in Arabic, to show the card right to left; the site's own translations live with its screens. */
export const arabicCardLabels = {
  enroll: 'سجّل الآن',
  processing: 'جارٍ المعالجة...',
  open: 'افتح الدورة',
  details: 'التفاصيل',
  paid: 'مدفوع',
  free: 'مجاني',
  oldPrice: 'السعر الأصلي:',
  hours: (hours: number) => `${hours.toLocaleString('ar-EG')} ساعة`,
  lessons: (count: number) => `${count.toLocaleString('ar-EG')} محاضرة`,
  rating: ({ rating, reviews }: { rating: number; reviews?: number }) =>
    `التقييم ${rating.toLocaleString('ar-EG')} من ٥` +
    (reviews === undefined ? '' : `، ${reviews.toLocaleString('ar-EG')} مراجعة`),
  reviews: (count: number) => `(${count.toLocaleString('ar-EG')})`,
};
