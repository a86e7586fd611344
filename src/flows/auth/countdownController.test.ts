import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownController, type CountdownFlow } from './countdownController';

interface State {
  secondsLeft: number;
  command: { type: 'ask' } | null;
  answer: string;
}
type Event = { type: 'ask' } | { type: 'tick' } | { type: 'answer'; text: string };

/** A minimal flow: 'ask' asks for a call, whose answer starts a 3 s countdown. */
function flow(call: () => Promise<string>): CountdownFlow<State, Event, { type: 'ask' }> {
  return {
    reduce(state, event) {
      switch (event.type) {
        case 'ask':
          return { ...state, command: { type: 'ask' } };
        case 'tick':
          return state.secondsLeft > 0 ? { ...state, secondsLeft: state.secondsLeft - 1 } : state;
        case 'answer':
          return { ...state, command: null, answer: event.text, secondsLeft: 3 };
      }
    },
    call: () => call().then((text) => ({ type: 'answer', text })),
    failed: () => ({ type: 'answer', text: 'failed' }),
    tick: { type: 'tick' },
  };
}

const initial: State = { secondsLeft: 0, command: null, answer: '' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CountdownController', () => {
  it('runs the asked call once, feeds its answer back and counts down to 0', async () => {
    const call = vi.fn(async () => 'sent');
    const controller = new CountdownController(flow(call), initial);
    const stop = controller.start();
    controller.dispatch({ type: 'ask' });
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({ answer: 'sent', secondsLeft: 3 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getState().secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('reads a thrown call through the flow', async () => {
    const controller = new CountdownController(
      flow(() => Promise.reject(new Error('offline'))),
      initial,
    );
    controller.start();
    controller.dispatch({ type: 'ask' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().answer).toBe('failed');
  });

  it('stopping drops the answer of a call still out', async () => {
    const controller = new CountdownController(
      flow(async () => 'sent'),
      initial,
    );
    const stop = controller.start();
    controller.dispatch({ type: 'ask' });
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ answer: '', secondsLeft: 0 });
  });

  it('stopping clears the timer; starting again (StrictMode) resumes the countdown', async () => {
    const controller = new CountdownController(
      flow(async () => 'sent'),
      {
        ...initial,
        secondsLeft: 5,
      },
    );
    const stop = controller.start();
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(controller.getState().secondsLeft).toBe(5);
    controller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().secondsLeft).toBe(4);
  });
});
