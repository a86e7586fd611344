import { showAlert } from '../../ui/popups/alerts';

/**
 * What a session's popup (#buy, #my_places) says instead of opening when its address names no
 * session, or one the server does not know: a popup with the way to the playbill (decision 113).
 */
export const NO_SESSION_TITLE = 'Сеанс не найден';
export const NO_SESSION_TEXT =
  'В ссылке нет номера сеанса. Выберите сеанс в афише — места откроются на схеме зала.';
export const NO_SUCH_SESSION_TEXT =
  'Этого сеанса нет в расписании. Выберите сеанс в афише — места откроются на схеме зала.';

export function showNoSession(text: string): void {
  showAlert({
    status: 'warning',
    title: NO_SESSION_TITLE,
    text,
    link: { label: 'Перейти в афишу', href: '/afisha' },
  });
}
