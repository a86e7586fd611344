import { CheckIcon } from '../../ui/icons';
import { alertTitle, CLOSE_LABEL } from '../../ui/popups/alerts';

/** The thanks of spec section 4, Forms, in the popup itself: 'Отлично!' and the spec's text. */
export function SentView({ text, close }: { text: string; close: () => void }) {
  return (
    <div className="alert alert--success submission-sent" role="status">
      <div className="alert__icon">
        <CheckIcon />
      </div>
      <h2 className="alert__title">{alertTitle('success')}</h2>
      <p className="alert__text">{text}</p>
      <div className="alert__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {CLOSE_LABEL}
        </button>
      </div>
    </div>
  );
}
