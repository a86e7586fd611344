import { describe, expect, it } from 'vitest';
import { waitDuration, waitText } from './waitText';

describe('waitText', () => {
  it('uses секунду / секунды / секунд', () => {
    expect(waitText(1)).toBe('Запросить код повторно можно через 1 секунду');
    expect(waitText(21)).toBe('Запросить код повторно можно через 21 секунду');
    expect(waitText(3)).toBe('Запросить код повторно можно через 3 секунды');
    expect(waitText(24)).toBe('Запросить код повторно можно через 24 секунды');
    expect(waitText(5)).toBe('Запросить код повторно можно через 5 секунд');
    expect(waitText(11)).toBe('Запросить код повторно можно через 11 секунд');
  });

  it('says a long wait in minutes and hours, rounded up, with their word forms', () => {
    expect(waitText(60)).toBe('Запросить код повторно можно через 60 секунд');
    expect(waitText(61)).toBe('Запросить код повторно можно через 2 минуты');
    expect(waitText(1738)).toBe('Запросить код повторно можно через 29 минут');
    expect(waitText(21 * 60)).toBe('Запросить код повторно можно через 21 минуту');
    expect(waitText(3600)).toBe('Запросить код повторно можно через 1 час');
    expect(waitText(3601)).toBe('Запросить код повторно можно через 1 час 1 минуту');
    expect(waitText(2 * 3600 + 1800)).toBe('Запросить код повторно можно через 2 часа 30 минут');
    expect(waitText(5 * 3600)).toBe('Запросить код повторно можно через 5 часов');
    expect(waitDuration(22 * 60)).toBe('22 минуты');
  });
});
