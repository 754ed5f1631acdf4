const pad = (n: number) => String(n).padStart(2, '0');

/** The day of an instant in the browser's time zone, as date inputs read it (YYYY-MM-DD); today by default. */
export function localDay(date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
