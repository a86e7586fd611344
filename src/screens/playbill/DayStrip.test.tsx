import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaybillDay } from '@softkino/contract';
import { DayStrip } from './DayStrip';

function days(count: number): PlaybillDay[] {
  return Array.from({ length: count }, (_, i) => ({
    date: `${String(i + 1).padStart(2, '0')}.12.2026`,
    label: 'пн',
    empty: i === 2,
  }));
}

function setBox(el: HTMLElement, box: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: box.scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: box.clientWidth });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DayStrip', () => {
  it('puts the marker after the eighth day', () => {
    render(
      <DayStrip days={days(14)} selectedIndex={0} todayText="01.12.2026" onSelect={() => {}} />,
    );
    const marker = screen.getByTestId('day-marker');
    const items = Array.from(marker.parentElement?.children ?? []);
    expect(items.indexOf(marker)).toBe(8);
  });

  it('has no marker with eight days or fewer', () => {
    render(
      <DayStrip days={days(8)} selectedIndex={0} todayText="01.12.2026" onSelect={() => {}} />,
    );
    expect(screen.queryByTestId('day-marker')).not.toBeInTheDocument();
  });

  it('shows arrows only when the strip is wider, disabled at the ends', () => {
    render(
      <DayStrip days={days(14)} selectedIndex={0} todayText="01.12.2026" onSelect={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Следующие дни' })).not.toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Выбор дня' }).querySelector('ul');
    if (!list) throw new Error('no strip');
    setBox(list, { scrollWidth: 1200, clientWidth: 400 });
    fireEvent.scroll(list);
    expect(screen.getByRole('button', { name: 'Предыдущие дни' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Следующие дни' })).toBeEnabled();
    list.scrollLeft = 300;
    fireEvent.scroll(list);
    expect(screen.getByRole('button', { name: 'Предыдущие дни' })).toBeEnabled();
    list.scrollLeft = 800;
    fireEvent.scroll(list);
    expect(screen.getByRole('button', { name: 'Следующие дни' })).toBeDisabled();
  });

  it('reports clicks with the day index, and a mouse drag does not click', () => {
    const onSelect = vi.fn();
    render(
      <DayStrip days={days(5)} selectedIndex={0} todayText="01.12.2026" onSelect={onSelect} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Завтра' }));
    expect(onSelect).toHaveBeenCalledWith(1);
    const list = screen.getByRole('navigation').querySelector('ul');
    if (!list) throw new Error('no strip');
    list.scrollBy = vi.fn();
    const target = screen.getByRole('button', { name: /3 декабря/ });
    fireEvent.pointerDown(list, { pointerType: 'mouse', button: 0, clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(list, { pointerType: 'mouse', clientX: 200, pointerId: 1 });
    expect(list.scrollLeft).toBe(100);
    fireEvent.pointerUp(list, { pointerType: 'mouse', clientX: 200, pointerId: 1 });
    fireEvent.click(target);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
