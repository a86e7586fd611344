/** All film art themes keyed by film slug. */
import { SCENES_A } from './scenes-a.mjs';
import { SCENES_B } from './scenes-b.mjs';

export const SCENES = { ...SCENES_A, ...SCENES_B };
