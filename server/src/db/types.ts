import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

/** Table types for Kysely, mirroring server/migrations. */

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  timezone: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
}

export interface CinemasTable {
  id: Generated<number>;
  city_id: number;
  slug: string;
  name: string;
  short_name: string;
  address: string;
  link: string;
  img: string;
  is_separate_cinema: boolean;
  no_bonus: boolean;
  rent: boolean;
  sort: ColumnType<number, number | undefined, number>;
}

/** What the layout generator records about a hall; the seats table is the source of truth. */
export interface HallLayout {
  shape: 'straight' | 'curved';
  rows: number;
  /** Aisles across the seat rows (the side passages are not counted). */
  aisles: number;
  screen: { x: number; y: number; width: number };
}

export interface HallsTable {
  id: Generated<number>;
  cinema_id: number;
  name: string;
  width: number;
  height: number;
  // JSON is sent as text so both drivers store it the same way.
  layout: ColumnType<HallLayout, string, string>;
  sort: ColumnType<number, number | undefined, number>;
}

export type SeatZone = 'standard' | 'vip';
export type SeatKind = 'normal' | 'sofa-left' | 'sofa-right' | 'vip' | 'child';

export interface SeatsTable {
  id: Generated<number>;
  hall_id: number;
  x: number;
  y: number;
  row_number: number;
  place_number: number;
  zone: SeatZone;
  kind: SeatKind;
  is_child: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface EntersTable {
  id: Generated<number>;
  hall_id: number;
  x: number;
  y: number;
  sort: number;
}

export type FilmAge = '0+' | '6+' | '12+' | '16+' | '18+';

export interface FilmsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  country: string;
  genre: string;
  duration: number;
  age: FilmAge;
  rent: string | null;
  trailer: string | null;
  description: ColumnType<string, string | undefined, string>;
  poster_mobile: string;
  poster_desktop: string;
}

export type FilmTag = 'invites' | 'sale' | 'pushkin' | 'childplace';

export interface FilmTagsTable {
  film_id: number;
  tag: FilmTag;
  link: string;
}

export type SessionFormat = '2D' | '3D' | 'ScreenX';

export interface SessionsTable {
  id: Generated<number>;
  film_id: number;
  hall_id: number;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  format: SessionFormat;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SessionPricesTable {
  session_id: number;
  zone: SeatZone;
  price: number;
}

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

export interface DB {
  cities: CitiesTable;
  cinemas: CinemasTable;
  halls: HallsTable;
  seats: SeatsTable;
  enters: EntersTable;
  films: FilmsTable;
  film_tags: FilmTagsTable;
  sessions: SessionsTable;
  session_prices: SessionPricesTable;
  schema_migrations: SchemaMigrationsTable;
}

/** The query handle repositories accept: the database itself or an open transaction. */
export type Queryable = Kysely<DB> | Transaction<DB>;

export type City = Selectable<CitiesTable>;
export type CinemaRow = Selectable<CinemasTable>;
export type FilmRow = Selectable<FilmsTable>;
export type NewSeat = Insertable<SeatsTable>;
export type NewSession = Insertable<SessionsTable>;
