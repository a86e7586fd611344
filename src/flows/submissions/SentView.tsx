import { CLOSE_LABEL } from '../../ui/popups/alerts';
import { AlertView } from '../../ui/popups/AlertView';

/** The thanks of spec section 4, Forms, in the popup itself: 'Отлично!' and the spec's text. */
export function SentView({ text, close }: { text: string; close: () => void }) {
  return (
    <AlertView status="success" text={text} role="status" className="submission-sent">
      <button type="button" className="button button--primary" onClick={close}>
        {CLOSE_LABEL}
      </button>
    </AlertView>
  );
}
