/**
 * Test helpers for screens: a fresh default store, api caches and storage between tests, and a
 * render inside a router with the popup and alert hosts. Only test files import this.
 */
import { render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { invalidateCities } from '../../api/cinema';
import { invalidatePlaybill } from '../../api/playbill';
import { currentCityAtom, suggestedCityIdAtom } from '../../flows/city/city.atoms';
import { AlertHost } from '../../ui/popups/AlertHost';
import { alertsAtom } from '../../ui/popups/alerts';
import { PopupHost } from '../../ui/popups/PopupHost';
import { wishlistAtom } from './playbill.atoms';

export function resetClientState(): void {
  const store = getDefaultStore();
  store.set(alertsAtom, []);
  store.set(wishlistAtom, []);
  store.set(currentCityAtom, null);
  store.set(suggestedCityIdAtom, null);
  invalidateCities();
  invalidatePlaybill();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
}

export function renderWithHosts(ui: ReactNode) {
  return render(
    <Router hook={memoryLocation().hook}>
      {ui}
      <PopupHost />
      <AlertHost />
    </Router>,
  );
}
