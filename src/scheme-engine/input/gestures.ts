/**
 * Pointer, touch, wheel and trackpad input of the canvas through @use-gesture/vanilla (the
 * framework-free build of @use-gesture/react, since the engine has no React). They are bound
 * to the engine's root element, which the canvas fills and which outlives a canvas swap.
 * Coordinates handed to the engine are CSS pixels relative to that element; its rectangle is
 * read once per gesture, not per move.
 */
import { Gesture } from '@use-gesture/vanilla';

export interface InputHandlers {
  pan(dx: number, dy: number): void;
  zoomAt(scale: number, x: number, y: number): void;
  scale(): number;
  tap(x: number, y: number): void;
  doubleTap(x: number, y: number): void;
  hover(x: number, y: number): void;
  leave(): void;
}

export interface InputBinding {
  destroy(): void;
  /** Call after a resize or scroll: the target's rectangle is re-read on the next event. */
  invalidate(): void;
}

const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** Wheel delta (px) that doubles or halves the scale. */
const WHEEL_PX_PER_DOUBLING = 600;

/** Binds gestures to `target`; returns the handle that removes every listener. */
export function bindInput(target: HTMLElement, h: InputHandlers): InputBinding {
  let rect: DOMRect | null = null;
  let lastTapAt = -Infinity;
  let lastTapX = 0;
  let lastTapY = 0;
  let dragX = 0;
  let dragY = 0;
  let pinchX = 0;
  let pinchY = 0;
  target.style.touchAction = 'none';

  function r(): DOMRect {
    if (!rect) rect = target.getBoundingClientRect();
    return rect;
  }

  const gesture = new Gesture(
    target,
    {
      onDrag: ({ initial: [ix, iy], tap, xy: [cx, cy], pinching, cancel, first }) => {
        if (pinching) {
          cancel();
          return;
        }
        if (first) {
          rect = null;
          dragX = 0;
          dragY = 0;
        }
        if (tap) {
          const b = r();
          const x = cx - b.left;
          const y = cy - b.top;
          const now = performance.now();
          if (
            now - lastTapAt < DOUBLE_TAP_MS &&
            Math.hypot(x - lastTapX, y - lastTapY) < DOUBLE_TAP_PX
          ) {
            lastTapAt = -Infinity;
            h.doubleTap(x, y);
          } else {
            lastTapAt = now;
            lastTapX = x;
            lastTapY = y;
            h.tap(x, y);
          }
          return;
        }
        // Follow the total movement, so the few pixels under the tap threshold are not lost
        // and the hall stays exactly under the finger.
        const mx = cx - ix;
        const my = cy - iy;
        const dx = mx - dragX;
        const dy = my - dragY;
        dragX = mx;
        dragY = my;
        if (dx || dy) h.pan(dx, dy);
      },
      onPinch: ({ origin: [ox, oy], offset: [s], first }) => {
        const b = first ? ((rect = null), r()) : r();
        const x = ox - b.left;
        const y = oy - b.top;
        if (first) {
          pinchX = x;
          pinchY = y;
        }
        // Zoom about where the fingers were, then follow their midpoint: the world point
        // under the fingers stays under them (pan-then-zoom would drift with every event).
        h.zoomAt(s, pinchX, pinchY);
        if (x !== pinchX || y !== pinchY) h.pan(x - pinchX, y - pinchY);
        pinchX = x;
        pinchY = y;
      },
      onWheel: ({ event, delta: [, dy], first }) => {
        if (event.ctrlKey) return; // trackpad pinch arrives as ctrl+wheel: onPinch handles it
        if (first) rect = null;
        const b = r();
        h.zoomAt(
          h.scale() * Math.pow(2, -dy / WHEEL_PX_PER_DOUBLING),
          event.clientX - b.left,
          event.clientY - b.top,
        );
      },
    },
    {
      drag: { filterTaps: true, tapsThreshold: 6, pointer: { capture: true } },
      pinch: {
        from: () => [h.scale(), 0],
        scaleBounds: { min: 1e-4, max: 1e4 },
        rubberband: false,
      },
      wheel: { eventOptions: { passive: false } },
      eventOptions: { passive: false },
    },
  );

  function onMove(e: PointerEvent): void {
    if (e.pointerType !== 'mouse' || e.buttons !== 0) return;
    const b = r();
    h.hover(e.clientX - b.left, e.clientY - b.top);
  }
  function onLeave(): void {
    h.leave();
  }
  function onWheelNative(e: WheelEvent): void {
    // The page must never scroll or zoom because of the map.
    e.preventDefault();
  }
  function invalidate(): void {
    rect = null;
  }
  target.addEventListener('pointermove', onMove);
  target.addEventListener('pointerleave', onLeave);
  target.addEventListener('wheel', onWheelNative, { passive: false });
  window.addEventListener('scroll', invalidate, { passive: true, capture: true });

  return {
    destroy() {
      gesture.destroy();
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerleave', onLeave);
      target.removeEventListener('wheel', onWheelNative);
      window.removeEventListener('scroll', invalidate, { capture: true });
    },
    invalidate,
  };
}
