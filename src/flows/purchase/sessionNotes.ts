/** The notes of the hall scheme popup (spec section 2, Purchase popup, Notes shown). */

export const NOTES = {
  night:
    'Обратите внимание: сеанс начинается ночью. Проверьте дату — ночные сеансы идут в ночь с этого дня на следующий.',
  adult:
    'Фильм для зрителей старше 18 лет: на входе в зал могут попросить документ, подтверждающий возраст.',
  guest: 'Бонусы на кассе не начисляются',
  unpaid: 'У вас есть неоплаченный заказ',
} as const;

/** Night notice for sessions starting 00:00 to 03:59 ('HH:mm' on the cinema's clock). */
export function isNightSession(time: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return false;
  const hour = Number(match[1]);
  return hour >= 0 && hour <= 3;
}

/** 18+ films show a notice that a document may be asked. */
export function isAdultFilm(age: string): boolean {
  return /^18\+?$/.test(age.trim());
}
