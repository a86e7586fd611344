import { describe, expect, it } from 'vitest';
import type { City } from '@softkino/contract';
import { showsBonusNotes } from './bonusNotes';

function cinema(id: number, flags: { is_separate_cinema?: boolean; rent?: boolean } = {}) {
  return {
    id,
    name: `Кинотеатр ${id}`,
    short_name: `К${id}`,
    address: 'ул. Ленина, 1',
    city: 'Челябинск',
    city_id: 1,
    link: '/',
    img: '/i.svg',
    no_bonus: false,
    is_separate_cinema: flags.is_separate_cinema ?? false,
    rent: flags.rent ?? false,
  };
}

const CITIES: City[] = [
  {
    id: 1,
    name: 'Челябинск',
    timezone: 'Asia/Yekaterinburg',
    cinemas: [cinema(1), cinema(2, { rent: true }), cinema(3, { is_separate_cinema: true })],
  },
];

describe('the bonus notes of checkout', () => {
  it('show for the chain’s own cinemas', () => {
    expect(showsBonusNotes(CITIES, 1)).toBe(true);
  });
  it('do not show for separate cinemas and rented halls (spec section 6)', () => {
    expect(showsBonusNotes(CITIES, 2)).toBe(false);
    expect(showsBonusNotes(CITIES, 3)).toBe(false);
  });
  it('show while the cities load or for a cinema they do not list', () => {
    expect(showsBonusNotes(null, 2)).toBe(true);
    expect(showsBonusNotes(CITIES, 99)).toBe(true);
  });
});
