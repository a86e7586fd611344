import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeatPressEvent } from './engineTypes';
import { SchemeEngine } from './SchemeEngine';
import type { HallPayload } from './model/hallPayload';

const HALL: HallPayload = {
  width: 100,
  height: 60,
  places: [
    { id: 11, x: 20, y: 30, row: 3, place: 1, price: 350, status: 1 },
    { id: 12, x: 30, y: 30, row: 3, place: 2, price: 450, status: 0 },
  ],
};

let engine: SchemeEngine | null = null;

afterEach(() => {
  engine?.destroy();
  engine = null;
  document.body.innerHTML = '';
});

/** jsdom has no canvas: the engine shows its message, as in a browser that cannot draw. */
async function mountedEngine(): Promise<{ engine: SchemeEngine; pressed: SeatPressEvent[] }> {
  engine = new SchemeEngine({ webgl: false });
  const host = document.createElement('div');
  document.body.appendChild(host);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await engine.mount(host);
  engine.setHall(HALL);
  const pressed: SeatPressEvent[] = [];
  engine.on('seatpress', (e) => pressed.push(e));
  return { engine, pressed };
}

describe('SchemeEngine.pressSeat', () => {
  it('presses a seat as Enter on it does: its id, labels, price and status', async () => {
    const { engine, pressed } = await mountedEngine();
    expect(engine.pressSeat('11')).toBe(true);
    expect(engine.pressSeat(12)).toBe(true);
    expect(pressed).toEqual([
      { id: '11', sold: false, row: '3', place: '1', price: 350, via: 'keyboard' },
      { id: '12', sold: true, row: '3', place: '2', price: 450, via: 'keyboard' },
    ]);
  });

  it('presses nothing for a seat the hall does not have', async () => {
    const { engine, pressed } = await mountedEngine();
    expect(engine.pressSeat('999')).toBe(false);
    expect(pressed).toEqual([]);
  });
});
