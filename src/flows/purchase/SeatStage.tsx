import { Suspense, useMemo } from 'react';
import type { SessionData } from '../../api/schemas';
import type { SeatPressEvent } from '../../scheme-engine';
import { formatRubles } from '../../lib/money';
import { FreeSeatList, LazyHallMap, ZoomControls } from '../../ui/hall-map';

/** The price zones of the hall (colour and price), for the legend under the map. */
export function priceZones(places: SessionData['places']): Array<{ color: string; price: number }> {
  const zones = new Map<string, { color: string; price: number }>();
  for (const p of places) {
    const key = `${p.color}:${p.price}`;
    if (!zones.has(key)) zones.set(key, { color: p.color, price: p.price });
  }
  return [...zones.values()].sort((a, b) => a.price - b.price);
}

/** The seat map with its zoom buttons, accessible seat list and legend. */
export function SeatStage({
  hall,
  selection,
  onSeatPress,
  notice,
}: {
  hall: SessionData;
  selection: readonly string[];
  onSeatPress: (e: SeatPressEvent) => void;
  notice: string;
}) {
  const zones = useMemo(() => priceZones(hall.places), [hall.places]);
  return (
    <section className="purchase__stage" aria-label="Схема зала">
      <div className="purchase__map">
        <Suspense
          fallback={
            <div className="purchase__map-loading" role="status" aria-label="Загружаем схему зала">
              <span className="spinner" aria-hidden="true" />
            </div>
          }
        >
          <LazyHallMap
            hall={hall}
            selection={selection}
            onSeatPress={onSeatPress}
            height="100%"
            className="purchase__hall"
          >
            <ZoomControls />
            <FreeSeatList />
          </LazyHallMap>
        </Suspense>
      </div>
      <div className="purchase__legend">
        {zones.map((zone) => (
          <span key={`${zone.color}:${zone.price}`} className="purchase__zone">
            <span
              className="purchase__swatch"
              style={{ background: zone.color }}
              aria-hidden="true"
            />
            {formatRubles(zone.price)}
          </span>
        ))}
        <span className="purchase__zone">
          <span className="purchase__swatch purchase__swatch--sold" aria-hidden="true" />
          Занято
        </span>
        <span className="purchase__zone">
          <span className="purchase__swatch purchase__swatch--chosen" aria-hidden="true" />
          Ваш выбор
        </span>
      </div>
      <p className="purchase__notice" role="status" aria-live="polite">
        {notice}
      </p>
    </section>
  );
}
