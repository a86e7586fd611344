/**
 * Sessions of one film that start at the same time in one cinema, in the same format, read
 * alike on a tile or a lobby board: such twins, and only they, name their halls
 * (docs/decisions/442, 455).
 */
export class TwinHalls<T extends { hall?: string }> {
  private readonly byKey = new Map<string, { item: T; hall: string }[]>();

  /** `key` says what the item reads as: film, day, cinema, time and format. */
  add(key: string, item: T, hall: string): void {
    const same = this.byKey.get(key);
    if (same) same.push({ item, hall });
    else this.byKey.set(key, [{ item, hall }]);
  }

  /** Gives every item that has a twin its hall's name. */
  name(): void {
    for (const same of this.byKey.values()) {
      if (same.length < 2) continue;
      for (const { item, hall } of same) item.hall = hall;
    }
  }
}
