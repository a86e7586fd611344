/**
 * The DOM the engine adds around its canvas: a focusable wrapper (the keyboard target), a
 * polite live region for screen readers, the hover tooltip and the no-WebGL message.
 */

export interface EngineDom {
  root: HTMLDivElement;
  live: HTMLDivElement;
  tooltip: HTMLDivElement;
}

/** Creates the wrapper, live region and tooltip (not yet attached). */
export function createEngineDom(): EngineDom {
  const root = document.createElement('div');
  root.className = 'scheme-engine';
  root.tabIndex = 0;
  root.setAttribute('role', 'application');
  root.setAttribute('aria-roledescription', 'схема зала');
  root.setAttribute('aria-label', 'Схема зала: стрелки выбирают место, Enter или пробел — выбрать');
  root.style.cssText =
    'position:relative;width:100%;height:100%;overflow:hidden;outline:none;touch-action:none;user-select:none;-webkit-user-select:none;';
  const live = document.createElement('div');
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('role', 'status');
  live.style.cssText =
    'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;';
  const tooltip = document.createElement('div');
  tooltip.className = 'scheme-engine__tooltip';
  tooltip.setAttribute('aria-hidden', 'true');
  tooltip.style.cssText =
    'position:absolute;left:0;top:0;pointer-events:none;display:none;padding:4px 8px;border-radius:6px;background:rgba(24,26,33,0.95);color:#f4f4f6;font:13px/1.3 system-ui,sans-serif;white-space:nowrap;z-index:1;';
  root.append(live, tooltip);
  return { root, live, tooltip };
}

/** Shows a clear message in place of the map (no WebGL, or it failed to start). */
export function showMessage(root: HTMLElement | null, text: string): void {
  if (!root) return;
  const msg = document.createElement('p');
  msg.setAttribute('role', 'alert');
  msg.textContent = text;
  msg.style.cssText =
    'margin:0;padding:24px;color:#f4f4f6;font:15px/1.4 system-ui,sans-serif;text-align:center;';
  root.appendChild(msg);
}
