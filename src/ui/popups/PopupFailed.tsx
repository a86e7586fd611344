import { FALLBACK_MESSAGE } from '../../api/errors';
import { ReloadButton } from '../ReloadButton';
import { AlertView } from './AlertView';

/**
 * What a popup shows when its view could not be drawn: its code did not load (a site updated
 * while the page was open, a lost connection) or it failed. Before, the failure reached the
 * page's root and blanked the whole page (decision 407). The spec's fallback text, and a way on.
 */
export function PopupFailed() {
  return (
    <AlertView status="error" title="Ошибка" text={FALLBACK_MESSAGE} role="alert">
      <ReloadButton />
    </AlertView>
  );
}
