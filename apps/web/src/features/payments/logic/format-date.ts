// Sample dates are UTC instants; shown in UTC so the list, the filters and the detail agree.

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "2026-03-04T10:00:00Z" -> "Mar 4, 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "2026-03-04T10:00:00Z" -> "Mar 4, 2026, 10:00 AM UTC". */
export function formatDateTime(iso: string): string {
  return `${dateTimeFormat.format(new Date(iso))} UTC`;
}
