import { lazy } from 'react';

/**
 * The hall map, loaded on demand: pixi.js lives only in this chunk, so the / route never
 * downloads it. Wrap it in <Suspense>.
 */
export const LazyHallMap = lazy(() => import('./HallMap'));
export type { HallMapProps } from './HallMap';
export { useSchemeEngine } from './context';
export type { SchemeEngineContextValue } from './context';
export { ZoomControls } from './ZoomControls';
export { FreeSeatList } from './FreeSeatList';
export {
  TAP_ZOOM_HINT,
  TAP_ZOOM_HINT_INSET_PX,
  TAP_ZOOM_HINT_SHORT,
  TapZoomHint,
} from './TapZoomHint';
