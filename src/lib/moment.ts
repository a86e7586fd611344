/**
 * An ISO 8601 instant as 'dd.MM.yyyy HH:mm' on the cinema's clock (its city's time zone), as the
 * session's time is written on the same page (decision 351); '' when unreadable. An unknown zone
 * falls back to this device's clock.
 */
export function formatMoment(iso: string, timeZone: string): string {
  // The server writes ISO 8601 with an offset, which Date reads (no date-fns: this module loads
  // with the boot, in the home page's budget, decision 426).
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = momentFormat(timeZone).formatToParts(date);
  } catch {
    parts = momentFormat(undefined).formatToParts(date);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

function momentFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}
