import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SchemeEngine } from '../../scheme-engine';
import type { ViewChangeEvent } from '../../scheme-engine/engineTypes';
import { SchemeEngineContext } from './context';
import { TAP_ZOOM_HINT, TAP_ZOOM_HINT_SHORT, TapZoomHint } from './TapZoomHint';

/** The engine's view and its viewchange event, as the hint reads them. */
function fakeEngine(view: ViewChangeEvent) {
  let listener: ((v: ViewChangeEvent) => void) | null = null;
  const engine = {
    view,
    on(_type: 'viewchange', fn: (v: ViewChangeEvent) => void) {
      listener = fn;
      return () => (listener = null);
    },
  } as unknown as SchemeEngine;
  return { engine, emit: (v: ViewChangeEvent) => listener?.(v) };
}

function renderHint(engine: SchemeEngine | null, short = false) {
  return render(
    <SchemeEngineContext.Provider value={{ engine, hall: null, selection: [], press: () => {} }}>
      <TapZoomHint short={short} />
    </SchemeEngineContext.Provider>,
  );
}

const AT_FIT = { scale: 0.3, minScale: 0.3, maxScale: 2, tapZooms: true };

describe('TapZoomHint', () => {
  it('shows while a tap only zooms, and goes when a tap can choose a seat', () => {
    const { engine, emit } = fakeEngine(AT_FIT);
    renderHint(engine);
    expect(screen.getByText(TAP_ZOOM_HINT)).toBeVisible();
    act(() => emit({ ...AT_FIT, scale: 1, tapZooms: false }));
    expect(screen.getByText(TAP_ZOOM_HINT)).not.toBeVisible();
    act(() => emit(AT_FIT));
    expect(screen.getByText(TAP_ZOOM_HINT)).toBeVisible();
  });

  it('stays hidden before the map can draw, and for seats large enough to choose', () => {
    const { unmount } = renderHint(null);
    expect(screen.getByText(TAP_ZOOM_HINT)).not.toBeVisible();
    unmount();
    renderHint(fakeEngine({ ...AT_FIT, tapZooms: false }).engine);
    expect(screen.getByText(TAP_ZOOM_HINT)).not.toBeVisible();
  });

  it('with `short`, holds both wordings for the map to show one by its width (decision 452)', () => {
    const { container } = renderHint(fakeEngine(AT_FIT).engine, true);
    expect(container.querySelector('.hall-map__hint-full')).toHaveTextContent(TAP_ZOOM_HINT);
    expect(container.querySelector('.hall-map__hint-short')).toHaveTextContent(TAP_ZOOM_HINT_SHORT);
    expect(screen.getByText(TAP_ZOOM_HINT)).toBeVisible();
  });
});
