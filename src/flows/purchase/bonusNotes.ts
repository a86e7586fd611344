import type { City } from '@softkino/contract';

/**
 * Spec section 6: "Separate cinemas and rented halls show no bonus note". A session at a
 * cinema flagged is_separate_cinema or rent (its halls let to organisers) shows none of
 * checkout's bonus notes: not the rented-halls line, not the no-card note, not the pointer to the
 * app (docs/decisions/258). The flags come with the cities list; while it loads, or for a cinema
 * it does not list, the notes show.
 */
export function showsBonusNotes(cities: readonly City[] | null, cinemaId: number): boolean {
  const cinema = cities?.flatMap((city) => city.cinemas).find((c) => c.id === cinemaId);
  return !(cinema?.is_separate_cinema || cinema?.rent);
}
