import type { Adapter } from './types';

/**
 * No renderer: the page with the hall generated and nothing mounted. run.mjs takes it through
 * the same steps as a renderer (first frame, the zoom and pan frames), so its memory is read
 * at the same point of a tab's life: what every renderer's tab costs before it draws anything.
 */
export function emptyAdapter(): Adapter {
  return {
    onPressApplied: null,
    async mount() {},
    setView() {},
    render() {},
    gl() {
      return null;
    },
  };
}
