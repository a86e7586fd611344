/** Clock and date texts of the lobby board, on the cinema's clock (not the TV's zone). */
import { dayAndMonth, parsePlaybillDate } from '../../lib/dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and shape for the page's life: the clock ticks 86,400 times a day. */
function formatter(timeZone: string, seconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${seconds ? 's' : 'm'}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('ru-RU', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
        hourCycle: 'h23',
      });
    } catch {
      // An unknown zone: the TV's own.
      f = new Intl.DateTimeFormat('ru-RU', {
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
        hourCycle: 'h23',
      });
    }
    formatters.set(key, f);
  }
  return f;
}

/** '14:05' (or '14:05:09') in the zone. */
export function clockText(ms: number, timeZone: string, seconds = false): string {
  return formatter(timeZone, seconds).format(ms);
}

/** 'Информация обновлена в 14:05' (spec section 4, Lobby screen). */
export function updatedText(ms: number, timeZone: string): string {
  return `Информация обновлена в ${clockText(ms, timeZone)}`;
}

/** 'Сегодня, 24 ноября', 'Завтра, 25 ноября' or '26 ноября' for a DD.MM.YYYY. */
export function boardDayLabel(date: string, today: string, tomorrow: string): string {
  const day = parsePlaybillDate(date);
  if (!day) return date;
  if (date === today) return `Сегодня, ${dayAndMonth(day)}`;
  if (date === tomorrow) return `Завтра, ${dayAndMonth(day)}`;
  return dayAndMonth(day);
}

/** 'Премьера 6 ноября' (with the year when it is not this one). */
export function premiereText(date: string | null, today: string): string | null {
  const day = date ? parsePlaybillDate(date) : null;
  if (!day) return null;
  const year = today.slice(6);
  return `Премьера ${dayAndMonth(day)}${String(day.getFullYear()) === year ? '' : ` ${day.getFullYear()}`}`;
}
