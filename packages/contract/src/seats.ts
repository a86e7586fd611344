type SeatName = { row: number | string; place: number | string };

/**
 * How a seat is named in every text of the site, its mails and receipts: 'ряд 5, место 7'
 * (docs/decisions/402), after a colon or inside a sentence.
 */
export function seatLabel(seat: SeatName): string {
  return `ряд ${seat.row}, место ${seat.place}`;
}

/** The same name where it starts a line of its own (the list of chosen seats): 'Ряд 5, место 7'. */
export function seatTitle(seat: SeatName): string {
  return `Ряд ${seat.row}, место ${seat.place}`;
}

/** 'ряд 5, место 7; ряд 5, место 8'. */
export function seatLabels(seats: readonly SeatName[]): string {
  return seats.map(seatLabel).join('; ');
}
