import { FALLBACK_MESSAGE } from '../../api/errors';
import { AlertIcon } from '../icons';

/**
 * What a popup shows when its view could not be drawn: its code did not load (a site updated
 * while the page was open, a lost connection) or it failed. Before, the failure reached the
 * page's root and blanked the whole page (decision 407). The spec's fallback text, and a way on.
 */
export function PopupFailed() {
  return (
    <div className="alert alert--error" role="alert">
      <div className="alert__icon" aria-hidden="true">
        <AlertIcon />
      </div>
      <h2 className="alert__title">Ошибка</h2>
      <p className="alert__text">{FALLBACK_MESSAGE}</p>
      <div className="alert__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Обновить страницу
        </button>
      </div>
    </div>
  );
}
