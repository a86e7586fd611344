import { lazy, Suspense } from 'react';
import { registerPopup, type PopupProps } from '../../ui/popups/registry';
import { CARD_ACTIVATE_TITLE } from './cardActivateTitle';

const Popup = lazy(() => import('./CardActivatePopup'));

function LazyCardActivatePopup(props: PopupProps) {
  return (
    <Suspense fallback={<span className="spinner" role="status" aria-label="Загрузка" />}>
      <Popup {...props} />
    </Suspense>
  );
}

/**
 * #card-activate: the bonus card's activation. Its code (the form, react-hook-form, the masks)
 * loads when the anchor opens, so the / route's script does not grow.
 */
export function registerCardActivatePopup(): void {
  registerPopup('card-activate', {
    label: CARD_ACTIVATE_TITLE,
    component: LazyCardActivatePopup,
    size: 'small',
  });
}
