/**
 * The row rail's DOM (decision 367): a row number pinned to the map's left edge for each row
 * whose own numbers are off the view (kernels/rowRail.ts decides which). Plain elements over
 * the canvas, so both scenes get it; aria-hidden, as the seat's announcement names its row.
 */
import type { RailLabel } from '../kernels/rowRail';

/** The chip's height, CSS px; it is centred on the row's line. */
const CHIP_PX = 18;

export class RowRailView {
  readonly el: HTMLDivElement;
  private readonly chips: HTMLSpanElement[] = [];
  private shown = 0;

  constructor() {
    const el = document.createElement('div');
    el.className = 'scheme-engine__rail';
    el.setAttribute('aria-hidden', 'true');
    el.style.cssText =
      'position:absolute;left:0;top:0;width:0;height:100%;pointer-events:none;overflow:visible;';
    this.el = el;
  }

  /** Shows `labels` (texts from `text`), reusing the chips; hides the rest. */
  update(labels: readonly RailLabel[], text: (seat: number) => string): void {
    for (let k = 0; k < labels.length; k++) {
      const { seat, y } = labels[k]!;
      let chip = this.chips[k];
      if (!chip) {
        chip = document.createElement('span');
        // See-through, so that the seats it lies on (a chosen one too) still show under it: the
        // chip sits on the view's first seats, and a tap on it goes to the seat beneath.
        chip.style.cssText = `position:absolute;left:0;top:0;height:${CHIP_PX}px;min-width:${CHIP_PX}px;box-sizing:border-box;padding:0 5px;border-radius:${CHIP_PX / 2}px;background:rgba(242,243,247,0.72);color:#14161c;box-shadow:0 1px 3px rgba(0,0,0,0.35);font:700 11px/${CHIP_PX}px system-ui,sans-serif;text-align:center;white-space:nowrap;`;
        this.chips.push(chip);
        this.el.appendChild(chip);
      }
      const label = text(seat);
      if (chip.textContent !== label) chip.textContent = label;
      chip.style.transform = `translate(4px,${Math.round(y - CHIP_PX / 2)}px)`;
      if (k >= this.shown) chip.style.display = '';
    }
    for (let k = labels.length; k < this.shown; k++) this.chips[k]!.style.display = 'none';
    this.shown = labels.length;
  }
}
