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

/** A tile 84 px wide and the 8 px gap: where the day of an index starts in the strip. */
const DAY_PITCH = 92;
const DAY_WIDTH = 84;

/**
 * jsdom lays nothing out: the strip's list is `viewWidth` wide (a phone's 390 px) and scrolls
 * its days, each DAY_PITCH further than the one before.
 */
function stubStripLayout(viewWidth: number) {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.tagName === 'UL' ? viewWidth : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return this.tagName === 'UL' ? this.querySelectorAll('.day').length * DAY_PITCH : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const list = this.closest('ul');
    const index = list ? Array.from(list.querySelectorAll('.day')).indexOf(this) : -1;
    if (this.tagName === 'UL')
      return DOMRect.fromRect({ x: 0, y: 0, width: viewWidth, height: 64 });
    if (!list || index < 0) return DOMRect.fromRect();
    const x = index * DAY_PITCH - list.scrollLeft;
    return DOMRect.fromRect({ x, y: 0, width: DAY_WIDTH, height: 64 });
  });
}

function stripList(): HTMLUListElement {
  const list = screen.getByRole('navigation', { name: 'Выбор дня' }).querySelector('ul');
  if (!list) throw new Error('no strip');
  return list;
}

/** Whether the pressed day is in full view inside the strip. */
function selectedInView(viewWidth: number): boolean {
  const box = stripList().querySelector('[aria-pressed="true"]')?.getBoundingClientRect();
  return !!box && box.left >= 0 && box.right <= viewWidth;
}

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

  it('shows arrows only when the strip is wider, aria-disabled at the ends (a disabled one dropped the focus)', () => {
    render(
      <DayStrip days={days(14)} selectedIndex={0} todayText="01.12.2026" onSelect={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Следующие дни' })).not.toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Выбор дня' }).querySelector('ul');
    if (!list) throw new Error('no strip');
    setBox(list, { scrollWidth: 1200, clientWidth: 400 });
    fireEvent.scroll(list);
    expect(screen.getByRole('button', { name: 'Предыдущие дни' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Следующие дни' })).not.toHaveAttribute(
      'aria-disabled',
    );
    list.scrollLeft = 300;
    fireEvent.scroll(list);
    expect(screen.getByRole('button', { name: 'Предыдущие дни' })).not.toHaveAttribute(
      'aria-disabled',
    );
    list.scrollLeft = 800;
    fireEvent.scroll(list);
    expect(screen.getByRole('button', { name: 'Следующие дни' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('reports clicks with the day index, and a mouse drag does not click', () => {
    const onSelect = vi.fn();
    render(
      <DayStrip days={days(5)} selectedIndex={0} todayText="01.12.2026" onSelect={onSelect} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Завтра, / }));
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

  describe('shows the selected day (defect: on a phone it sat off the strip)', () => {
    it('scrolls a day beyond the screen into view at once on load, not the page', () => {
      stubStripLayout(390);
      const windowScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const smooth = vi.fn();
      HTMLElement.prototype.scrollTo = smooth;
      try {
        render(
          <DayStrip days={days(14)} selectedIndex={5} todayText="01.12.2026" onSelect={() => {}} />,
        );
      } finally {
        delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
      }
      expect(selectedInView(390)).toBe(true);
      // The day in the middle, its neighbours on both sides: 5 × 92 + 42 − 195.
      expect(stripList().scrollLeft).toBe(307);
      expect(smooth).not.toHaveBeenCalled();
      expect(windowScroll).not.toHaveBeenCalled();
    });

    it('leaves the strip where it is when the selected day is already in view', () => {
      stubStripLayout(390);
      render(
        <DayStrip days={days(14)} selectedIndex={1} todayText="01.12.2026" onSelect={() => {}} />,
      );
      expect(stripList().scrollLeft).toBe(0);
    });

    it('glides to a day chosen later (another day chip), unless motion is reduced', () => {
      stubStripLayout(390);
      const { rerender } = render(
        <DayStrip days={days(14)} selectedIndex={0} todayText="01.12.2026" onSelect={() => {}} />,
      );
      const list = stripList();
      list.scrollTo = vi.fn((options?: ScrollToOptions | number) => {
        if (typeof options === 'object') list.scrollLeft = options.left ?? list.scrollLeft;
      }) as typeof list.scrollTo;
      rerender(
        <DayStrip days={days(14)} selectedIndex={12} todayText="01.12.2026" onSelect={() => {}} />,
      );
      // 12 × 92 + 42 − 195 = 951, past the end (14 × 92 − 390 = 898): the end.
      expect(list.scrollTo).toHaveBeenCalledWith({ left: 898, behavior: 'smooth' });
      expect(selectedInView(390)).toBe(true);

      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
      rerender(
        <DayStrip days={days(14)} selectedIndex={2} todayText="01.12.2026" onSelect={() => {}} />,
      );
      // 2 × 92 + 42 − 195.
      expect(list.scrollTo).toHaveBeenLastCalledWith({ left: 31, behavior: 'auto' });
      expect(selectedInView(390)).toBe(true);
    });
  });
});
