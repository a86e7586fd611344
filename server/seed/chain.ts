import { BRAND } from '@softkino/contract/brand';

/** The demo chain: the larger reading of the spec's city table, 11 cinemas in 8 cities. */

export interface SeedCity {
  name: string;
  timezone: string;
  /** The chain's region (spec section 6; migration 009, decision 250). */
  region: number;
}

export interface SeedHall {
  name: string;
  /** Approximate seat count the generator aims for. */
  seats: number;
  /** Only this hall shows ScreenX sessions. */
  screenx?: boolean;
  /** A plain comfort hall: one price, no VIP rows, no sofas. */
  plain?: boolean;
}

export interface SeedCinema {
  slug: string;
  city: string;
  shortName: string;
  address: string;
  isSeparateCinema: boolean;
  noBonus: boolean;
  rent: boolean;
  halls: SeedHall[];
}

const URAL = 'Asia/Yekaterinburg';

/** Sorted by name: the chooser lists them in this order; Челябинск is the default city. */
export const CITIES: SeedCity[] = [
  { name: 'Екатеринбург', timezone: URAL, region: 3 },
  { name: 'Магнитогорск', timezone: URAL, region: 1 },
  { name: 'Москва', timezone: 'Europe/Moscow', region: 5 },
  { name: 'Нижний Тагил', timezone: URAL, region: 3 },
  { name: 'Пермь', timezone: URAL, region: 6 },
  { name: 'Самара', timezone: 'Europe/Samara', region: 4 },
  { name: 'Уфа', timezone: URAL, region: 2 },
  { name: 'Челябинск', timezone: URAL, region: 1 },
];

export const DEFAULT_CITY = BRAND.defaultCity;

export const CINEMAS: SeedCinema[] = [
  {
    slug: 'chel-galereya',
    city: 'Челябинск',
    shortName: 'Галерея',
    address: 'ул. Труда, 203, ТРК «Галерея Челябинск», 4 этаж',
    isSeparateCinema: false,
    noBonus: false,
    rent: false,
    halls: [
      { name: 'Зал 1 ScreenX', seats: 1200, screenx: true },
      { name: 'Зал 2', seats: 280 },
      { name: 'Зал 3', seats: 190 },
      { name: 'Зал 4', seats: 120 },
      { name: 'Зал 5 Комфорт', seats: 64, plain: true },
      { name: 'Зал 6', seats: 96 },
    ],
  },
  {
    slug: 'chel-almaz',
    city: 'Челябинск',
    shortName: 'Алмаз',
    address: 'Копейское шоссе, 64, ТРК «Алмаз», 3 этаж',
    isSeparateCinema: false,
    noBonus: false,
    rent: true,
    halls: [
      { name: 'Зал 1', seats: 240 },
      { name: 'Зал 2', seats: 150 },
      { name: 'Зал 3', seats: 110 },
      { name: 'Зал 4', seats: 72, plain: true },
    ],
  },
  {
    slug: 'chel-gorki',
    city: 'Челябинск',
    shortName: 'Горки',
    address: 'ул. Артиллерийская, 136, ТРК «Горки», 3 этаж',
    isSeparateCinema: false,
    noBonus: false,
    rent: false,
    halls: [
      { name: 'Зал 1', seats: 210 },
      { name: 'Зал 2', seats: 130 },
      { name: 'Зал 3', seats: 84 },
    ],
  },
  {
    slug: 'ekb-grinvich',
    city: 'Екатеринбург',
    shortName: 'Гринвич',
    address: 'ул. 8 Марта, 46, ТРЦ «Гринвич», 5 этаж',
    isSeparateCinema: false,
    noBonus: false,
    rent: false,
    halls: [
      { name: 'Зал 1 ScreenX', seats: 300, screenx: true },
      { name: 'Зал 2', seats: 220 },
      { name: 'Зал 3', seats: 160 },
      { name: 'Зал 4', seats: 100 },
      { name: 'Зал 5 Комфорт', seats: 60, plain: true },
    ],
  },
  {
    slug: 'ekb-passage',
    city: 'Екатеринбург',
    shortName: 'Пассаж',
    address: 'ул. Вайнера, 9, ТЦ «Пассаж», 4 этаж',
    isSeparateCinema: true,
    noBonus: false,
    rent: false,
    halls: [
      { name: 'Зал 1', seats: 140 },
      { name: 'Зал 2', seats: 80, plain: true },
    ],
  },
  {
    slug: 'mgn-kontinent',
    city: 'Магнитогорск',
    shortName: 'Континент',
    address: 'пр. Ленина, 83, ТРК «Континент», 2 этаж',
    isSeparateCinema: false,
    noBonus: false,
    rent: true,
    halls: [
      { name: 'Зал 1', seats: 230 },
      { name: 'Зал 2', seats: 150 },
      { name: 'Зал 3', seats: 90 },
    ],
  },
  {
    slug: 'msk-khimki',
    city: 'Москва',
    shortName: 'Химки',
    address: 'Московская обл., г. Химки, Ленинградское шоссе, 16А, ТРЦ «Химки Парк»',
    isSeparateCinema: false,
    noBonus: true,
    rent: false,
    halls: [
      { name: 'Зал 1 ScreenX', seats: 320, screenx: true },
      { name: 'Зал 2', seats: 250 },
      { name: 'Зал 3', seats: 170 },
      { name: 'Зал 4', seats: 120 },
      { name: 'Зал 5', seats: 90 },
      { name: 'Зал 6 Комфорт', seats: 60, plain: true },
    ],
  },
  {
    slug: 'ntagil-city',
    city: 'Нижний Тагил',
    shortName: 'Сити',
    address: 'ул. Космонавтов, 37, ТРЦ «Сити Центр», 3 этаж',
    isSeparateCinema: true,
    noBonus: false,
    rent: false,
    halls: [
      { name: 'Зал 1', seats: 180 },
      { name: 'Зал 2', seats: 110 },
    ],
  },
  {
    slug: 'samara-kosmoport',
    city: 'Самара',
    shortName: 'Космопорт',
    address: 'ул. Дыбенко, 30, ТЦ «Космопорт», 3 этаж',
    isSeparateCinema: false,
    noBonus: true,
    rent: false,
    halls: [
      { name: 'Зал 1', seats: 260 },
      { name: 'Зал 2', seats: 180 },
      { name: 'Зал 3', seats: 120 },
      { name: 'Зал 4', seats: 70, plain: true },
    ],
  },
  {
    slug: 'ufa-planeta',
    city: 'Уфа',
    shortName: 'Планета',
    address: 'ул. Энтузиастов, 20, ТРК «Планета», 3 этаж',
    isSeparateCinema: false,
    noBonus: false,
    rent: true,
    halls: [
      { name: 'Зал 1', seats: 240 },
      { name: 'Зал 2', seats: 160 },
      { name: 'Зал 3', seats: 100 },
    ],
  },
  {
    slug: 'perm-planeta',
    city: 'Пермь',
    shortName: 'Планета',
    address: 'ул. Спешилова, 114, ТРК «Планета», 2 этаж',
    isSeparateCinema: false,
    noBonus: false,
    rent: false,
    halls: [
      { name: 'Зал 1', seats: 220 },
      { name: 'Зал 2', seats: 140 },
      { name: 'Зал 3', seats: 90 },
    ],
  },
];

export function cinemaName(c: SeedCinema): string {
  return `${BRAND.name} ${c.shortName}`;
}

/** A full address: the city first, unless the address already names its town (Химки). */
export function cinemaAddress(c: SeedCinema): string {
  return c.address.includes('г. ') ? c.address : `г. ${c.city}, ${c.address}`;
}
