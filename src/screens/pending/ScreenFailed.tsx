import { FALLBACK_MESSAGE } from '../../api/errors';
import { ReloadButton } from '../../ui/ReloadButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './pending.css';

/**
 * What a screen shows when it could not be drawn: its code did not load (a lost connection, a
 * site updated while the page was open) or it failed. The spec's fallback text and a way on.
 */
export function ScreenFailed() {
  useDocumentTitle('Ошибка');
  return (
    <section className="page page--narrow pending" aria-labelledby="page-title" role="alert">
      <h1 id="page-title" className="page__title">
        Ошибка
      </h1>
      <p className="pending__text">{FALLBACK_MESSAGE}</p>
      <ReloadButton />
    </section>
  );
}
