import { afterEach, describe, expect, it } from 'vitest';
import {
  readAskCityStamp,
  readCurrentCity,
  saveAskCityStamp,
  saveCurrentCity,
} from './cityStorage';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'city=; path=/; max-age=0';
});

describe('city storage', () => {
  it('stores the choice under currentCity and sets the city cookie', () => {
    saveCurrentCity({ cityId: 3, cinemaId: 7 });
    expect(JSON.parse(localStorage.getItem('currentCity') ?? '')).toEqual({
      cityId: 3,
      cinemaId: 7,
    });
    expect(readCurrentCity()).toEqual({ cityId: 3, cinemaId: 7 });
    expect(document.cookie).toContain('city=3');
  });

  it('stores the question time under askCity', () => {
    saveAskCityStamp(1234);
    expect(localStorage.getItem('askCity')).toBe('1234');
    expect(readAskCityStamp()).toBe(1234);
  });

  it('reads corrupt values as nothing', () => {
    localStorage.setItem('currentCity', '{"cityId":"x"}');
    localStorage.setItem('askCity', 'yesterday');
    expect(readCurrentCity()).toBeNull();
    expect(readAskCityStamp()).toBeNull();
  });
});
