import { lazy, Suspense, type ComponentType } from 'react';
import { registerPopup, type PopupProps } from '../../ui/popups/registry';
import { REPORT_TITLE, VACANCY_TITLE } from './titles';

function lazyPopup(load: () => Promise<{ default: ComponentType<PopupProps> }>) {
  const Popup = lazy(load);
  return function LazyPopup(props: PopupProps) {
    return (
      <Suspense fallback={<span className="spinner" role="status" aria-label="Загрузка" />}>
        <Popup {...props} />
      </Suspense>
    );
  };
}

/**
 * #report-popup and #vacancy-popup=<vacancy> (spec section 2, In-page anchors). Their forms
 * (the masks, the contract's rules) load when an anchor opens them, so the / route's script
 * does not grow.
 */
export function registerSubmissionPopups(): void {
  registerPopup('report-popup', {
    label: REPORT_TITLE,
    component: lazyPopup(() => import('./ReportPopup')),
  });
  registerPopup('vacancy-popup', {
    label: VACANCY_TITLE,
    component: lazyPopup(() => import('./VacancyPopup')),
  });
}
