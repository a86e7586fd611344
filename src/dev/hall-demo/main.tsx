/**
 * Dev page: a 1,200-seat generated hall through the real React binding, with selection
 * rules, avatars (one broken on purpose, to show the fallback) and the seat list.
 */
import { StrictMode, Suspense, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { REJECT_TEXT, toggleSeat, type SeatPressEvent } from '../../scheme-engine';
import { generateHall } from '../../scheme-engine/model/generateHall';
import { FreeSeatList, LazyHallMap, useSchemeEngine, ZoomControls } from '../../ui/hall-map';
import { formatRubleAmount } from '@softkino/contract/money';

/**
 * `?webgl=1` hands the map over to WebGL although this hall is small enough for the 2D scene
 * (decision 225): the browser tests of the WebGL scene use it.
 */
const engineOptions = new URLSearchParams(location.search).has('webgl')
  ? { webgl: true as const }
  : undefined;

const hall = generateHall({
  seats: 1200,
  curved: true,
  soldShare: 0.25,
  seed: 7,
  prices: [350, 550],
});

function avatar(color: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${color}"/><text x="32" y="44" font-size="34" text-anchor="middle" fill="white" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
const sold = hall.places.filter((p) => !p.status);
const avatars: Record<string, string> = {
  [String(sold[3]!.id)]: avatar('#7b61ff', 'А'),
  [String(sold[9]!.id)]: avatar('#00a3a3', 'М'),
  [String(sold[15]!.id)]: '/missing-avatar.png',
};

/** Hands the engine to browser tests (bench/scheme/browser.test.mjs) on this dev page only. */
function ExposeEngine() {
  const { engine } = useSchemeEngine();
  useEffect(() => {
    (window as unknown as { hallEngine: unknown }).hallEngine = engine;
  }, [engine]);
  return null;
}

function Demo() {
  const [selection, setSelection] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const onSeatPress = useCallback((e: SeatPressEvent) => {
    setSelection((sel) => {
      const r = toggleSeat(sel, e);
      setNote(r.reason ? REJECT_TEXT[r.reason] : '');
      return r.selection;
    });
  }, []);
  const total = selection.reduce(
    (sum, id) => sum + (hall.places.find((p) => String(p.id) === id)?.price ?? 0),
    0,
  );
  return (
    <main style={{ padding: 12, display: 'grid', gap: 8 }}>
      <h1 style={{ margin: 0, fontSize: 18 }}>Зал 1 · 1200 мест</h1>
      <Suspense fallback={<p>Загрузка схемы…</p>}>
        <LazyHallMap
          hall={hall}
          selection={selection}
          avatars={avatars}
          onSeatPress={onSeatPress}
          engineOptions={engineOptions}
          height="min(70vh, 640px)"
        >
          <ExposeEngine />
          <ZoomControls />
          <FreeSeatList />
        </LazyHallMap>
      </Suspense>
      <p data-testid="summary" style={{ margin: 0 }}>
        Выбрано мест: {selection.length}
        {total > 0 ? ` · Оформить заказ на ${formatRubleAmount(total)} руб.` : ''}
        {note ? ` · ${note}` : ''}
      </p>
    </main>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <Demo />
  </StrictMode>,
);
