// A chart's axis and tooltip dates. The server's dates are UTC days (YYYY-MM-DD).

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

/** "Mar 4" for a day, "Mar 26" (month and year) for a month; an unreadable date as it came. */
export function chartDateLabel(date: string, unit: 'day' | 'month'): string {
  const instant = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  return (unit === 'month' ? monthFormat : dayFormat).format(instant);
}
