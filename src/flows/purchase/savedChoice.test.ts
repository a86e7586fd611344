import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SAVED_CHOICE_TTL_MS,
  carryKeptSeats,
  forgetCarriedSeats,
  forgetRestoredSeats,
  handOverSeats,
  keepSeats,
  readSavedChoice,
  restoreSavedChoice,
  restoredStep,
  restoredSeatsFor,
  saveChoice,
  savedChoiceAction,
  stillFree,
  takeKeptSeats,
  type SavedChoice,
} from './savedChoice';

const NOW = 1_800_000_000_000;

function choice(over: Partial<SavedChoice> = {}): SavedChoice {
  return { previousPage: '/afisha', session: 12, place: [101, 102], savedAt: NOW, ...over };
}

afterEach(() => {
  localStorage.clear();
  forgetRestoredSeats();
  window.history.replaceState(null, '', '/');
});

describe('saved choice', () => {
  it('saves the seats, the session and the page path without the hash', () => {
    window.history.replaceState(null, '', '/afisha?day=2#buy=12');
    saveChoice(12, [101, 102], { now: NOW });
    expect(readSavedChoice()).toEqual(choice({ previousPage: '/afisha?day=2' }));
    expect(JSON.parse(localStorage.getItem('userChooseInfo') ?? '')).toMatchObject({
      previousPage: '/afisha?day=2',
      session: 12,
      place: [101, 102],
    });
  });

  it('restores only on the page it was saved on, while fresh', () => {
    expect(savedChoiceAction(null, '/afisha', NOW)).toBe('none');
    expect(savedChoiceAction(choice(), '/afisha', NOW + 1000)).toBe('restore');
    expect(savedChoiceAction(choice(), '/login', NOW + 1000)).toBe('keep');
    expect(savedChoiceAction(choice(), '/afisha?day=2', NOW)).toBe('keep');
    expect(savedChoiceAction(choice(), '/afisha', NOW + SAVED_CHOICE_TTL_MS + 1)).toBe('drop');
    // A choice from the future is not trusted either.
    expect(savedChoiceAction(choice({ savedAt: NOW + 5000 }), '/afisha', NOW)).toBe('drop');
  });

  it('ignores stored values that are not a choice', () => {
    for (const bad of [
      { previousPage: '//evil.example', session: 1, place: [1], savedAt: NOW },
      { previousPage: '/afisha', session: -1, place: [1], savedAt: NOW },
      { previousPage: '/afisha', session: 1, place: ['1'], savedAt: NOW },
      { previousPage: '/afisha', session: 1, place: [1], savedAt: NOW, step: 'payment' },
      'text',
    ]) {
      localStorage.setItem('userChooseInfo', JSON.stringify(bad));
      expect(readSavedChoice()).toBeNull();
    }
  });

  it('on load reopens #buy with the session, hands the seats to the popup and clears the choice', () => {
    localStorage.setItem('userChooseInfo', JSON.stringify(choice()));
    const open = vi.fn();
    expect(restoreSavedChoice(open, '/afisha', NOW + 1000)).toBe(true);
    expect(open).toHaveBeenCalledWith(12);
    expect(localStorage.getItem('userChooseInfo')).toBeNull();
    expect(restoredSeatsFor(12)).toEqual([101, 102]);
    expect(restoredSeatsFor(13)).toBeNull();
    forgetRestoredSeats();
    expect(restoredSeatsFor(12)).toBeNull();
  });

  it('keeps a choice saved on another page and drops a stale one', () => {
    const open = vi.fn();
    localStorage.setItem('userChooseInfo', JSON.stringify(choice()));
    expect(restoreSavedChoice(open, '/login', NOW)).toBe(false);
    expect(readSavedChoice()).not.toBeNull();
    expect(restoreSavedChoice(open, '/afisha', NOW + SAVED_CHOICE_TTL_MS + 1)).toBe(false);
    expect(readSavedChoice()).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('seats handed over by the watch view', () => {
  it("wait for that session's popup, ask to go on past the map, and write nothing", () => {
    handOverSeats(12, [7, 8]);
    expect(restoredSeatsFor(12)).toEqual([7, 8]);
    expect(restoredStep(12)).toBe('next');
    expect(restoredSeatsFor(13)).toBeNull();
    expect(restoredStep(13)).toBe('scheme');
    expect(readSavedChoice()).toBeNull();
    forgetRestoredSeats();
    expect(restoredStep(12)).toBe('scheme');
  });

  it("seats kept by the browser's Back wait at the seat map, in this page view only", () => {
    keepSeats(12, [7, 8]);
    expect(restoredSeatsFor(12)).toEqual([7, 8]);
    expect(restoredStep(12)).toBe('scheme');
    expect(readSavedChoice()).toBeNull();
    forgetRestoredSeats();
    expect(restoredSeatsFor(12)).toBeNull();
  });

  it('a choice restored after sign-in starts at the step it was saved at (decision 431)', () => {
    window.history.replaceState(null, '', '/afisha');
    // From the seat step's link: the seat map.
    saveChoice(12, [101, 102], { now: NOW });
    expect(restoreSavedChoice(() => undefined, '/afisha', NOW)).toBe(true);
    expect(restoredSeatsFor(12)).toEqual([101, 102]);
    expect(restoredStep(12)).toBe('scheme');
    // From checkout's own sign-in: checkout.
    saveChoice(12, [101, 102], { now: NOW, step: 'checkout' });
    expect(JSON.parse(localStorage.getItem('userChooseInfo') ?? '')).toMatchObject({
      step: 'checkout',
    });
    expect(restoreSavedChoice(() => undefined, '/afisha', NOW)).toBe(true);
    expect(restoredStep(12)).toBe('checkout');
    expect(restoredStep(13)).toBe('scheme');
  });
});

describe('seats kept at the times the buyer left in the strip (decision 429)', () => {
  const kept = new Map([[12, ['7', '8']]]);

  it('go over to the popup of the time picked, until that popup starts', () => {
    carryKeptSeats(13, kept, NOW);
    expect(takeKeptSeats(13, NOW + 500)).toBe(kept);
    // Read again (a dev build mounts twice): still there, until the popup forgets them.
    expect(takeKeptSeats(13, NOW + 600)).toBe(kept);
    forgetCarriedSeats();
    expect(takeKeptSeats(13, NOW + 700).size).toBe(0);
  });

  it("are no other session's, and lapse when the popup of the time picked never came", () => {
    carryKeptSeats(13, kept, NOW);
    expect(takeKeptSeats(14, NOW).size).toBe(0);
    expect(takeKeptSeats(13, NOW + 10_000).size).toBe(0);
  });
});

describe('seats waiting for a popup, some taken meanwhile (decision 429)', () => {
  const places = [
    { id: 5, status: 1 },
    { id: 6, status: 2 },
    { id: 7, status: 1 },
  ];

  it('keeps those still free and says the others were taken', () => {
    expect(stillFree([5, 6], places)).toEqual({
      selection: ['5'],
      notice: 'Некоторые места уже заняли, они убраны из выбора.',
    });
  });

  it('says nothing when every seat is still free, or none waited', () => {
    expect(stillFree([5, 7], places)).toEqual({ selection: ['5', '7'], notice: '' });
    expect(stillFree(undefined, places)).toEqual({ selection: undefined, notice: '' });
  });
});
