import {
  SEAT_CHILD,
  SEAT_VIP,
  SEAT_ZONE_COLORS,
  type CinemaHall,
} from '@softkino/contract/cinemaPage';
import type { WordForms } from '@softkino/contract/plural';
import type { HallPayload } from '../../scheme-engine';

export const HALL_FORMS: WordForms = { one: 'зал', few: 'зала', many: 'залов' };

/**
 * The hall as the scheme engine draws it: every seat free (a picture of the hall, not of a
 * session), VIP seats at the second price so the engine marks them, in the seat maps' zone
 * colours; a child seat keeps its ring.
 */
export function hallPayload(hall: CinemaHall): HallPayload {
  return {
    width: hall.width,
    height: hall.height,
    enters: hall.enters,
    places: hall.places.map(([x = 0, y = 0, flags = 0], i) => {
      const vip = (flags & SEAT_VIP) !== 0;
      return {
        id: i,
        x,
        y,
        row: 0,
        place: i + 1,
        price: vip ? 2 : 1,
        color: vip ? SEAT_ZONE_COLORS.vip : SEAT_ZONE_COLORS.standard,
        status: 1,
        isChild: (flags & SEAT_CHILD) !== 0,
      };
    }),
  };
}

/** True when some seat of the hall is in the VIP zone (its card says so). */
export function hasVipSeats(hall: CinemaHall): boolean {
  return hall.places.some(([, , flags = 0]) => (flags & SEAT_VIP) !== 0);
}
