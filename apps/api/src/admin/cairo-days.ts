/*
 * Report days are Cairo days (decision 045): a day runs from midnight to midnight in Africa/Cairo, summer
 * time included, whatever the server's own time zone.
 */

export const REPORT_TIME_ZONE = 'Africa/Cairo';
const DAY_MS = 86_400_000;

const cairoDate = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const cairoClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: REPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Cairo day an instant falls on, as `YYYY-MM-DD`. */
export const cairoDay = (instant: Date): string => cairoDate.format(instant);

/** How far Cairo's clock is ahead of UTC at `instant`, in milliseconds. */
function cairoOffset(instant: number): number {
  const parts = Object.fromEntries(cairoClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant Cairo's day `date` (`YYYY-MM-DD`) begins. */
export function cairoMidnight(date: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // The offset at the guess, then again at the answer: a summer-time change between them moves it once more.
  const first = wall - cairoOffset(wall);
  return new Date(wall - cairoOffset(first));
}

/** The day after `date`. */
export const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = nextDay(day)) days.push(day);
  return days;
}
