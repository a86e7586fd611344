import { describe, expect, it } from 'vitest';
import { parsePopupHash, popupHash } from './hash';

describe('popup hash', () => {
  it('reads an anchor without a param', () => {
    expect(parsePopupHash('#landing-popup')).toEqual({ anchor: 'landing-popup', param: '' });
  });

  it('reads the session id of #buy', () => {
    expect(parsePopupHash('#buy=12345')).toEqual({ anchor: 'buy', param: '12345' });
  });

  it('decodes a Russian param', () => {
    const hash = popupHash('vacancy-popup', 'Кассир кинотеатра');
    expect(parsePopupHash(hash)).toEqual({ anchor: 'vacancy-popup', param: 'Кассир кинотеатра' });
  });

  it('ignores anchors that are not popups', () => {
    expect(parsePopupHash('#lost')).toBeNull();
    expect(parsePopupHash('')).toBeNull();
    expect(parsePopupHash('#buyer=1')).toBeNull();
  });

  it('keeps a malformed escape as raw text', () => {
    expect(parsePopupHash('#buy=%E0%A4%A')).toEqual({ anchor: 'buy', param: '%E0%A4%A' });
  });

  it('builds hashes', () => {
    expect(popupHash('buy', 12345)).toBe('#buy=12345');
    expect(popupHash('town-choices')).toBe('#town-choices');
  });
});
