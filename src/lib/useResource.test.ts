import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResource, type ResourceKey } from './useResource';

type State = { status: 'loaded'; text: string } | { status: 'error'; message: string };

/** A loader whose answers the test settles by hand, one per call. */
function deferredLoader() {
  const calls: { resolve: (text: string) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<State>((resolve, reject) =>
        calls.push({ resolve: (text) => resolve({ status: 'loaded', text }), reject }),
      ),
  );
  /** The i-th call's settlers; fails the test if the loader was not called that often. */
  function call(i: number) {
    const settle = calls[i];
    if (!settle) throw new Error(`load was called ${calls.length} times, not ${i + 1}`);
    return settle;
  }
  return { load, call };
}

const fail = (thrown: unknown): State => ({
  status: 'error',
  message: thrown instanceof Error ? `Ошибка: ${thrown.message}` : 'Ошибка',
});

function renderResource(load: () => Promise<State>, key: ResourceKey = 'a') {
  return renderHook(({ key }: { key: ResourceKey }) => useResource(key, load, fail), {
    initialProps: { key },
  });
}

describe('useResource', () => {
  it('reads as loading, then as the loaded value', async () => {
    const { load, call } = deferredLoader();
    const { result } = renderResource(load);
    expect(result.current[0]).toEqual({ status: 'loading' });
    await act(async () => call(0).resolve('первый'));
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'первый' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('maps a failure through fail, a synchronous throw included', async () => {
    const { load, call } = deferredLoader();
    const { result } = renderResource(load);
    await act(async () => call(0).reject(new Error('нет сети')));
    expect(result.current[0]).toEqual({ status: 'error', message: 'Ошибка: нет сети' });

    const throwing = () => {
      throw new Error('сразу');
    };
    const thrown = renderResource(throwing);
    await act(async () => {});
    expect(thrown.result.current[0]).toEqual({ status: 'error', message: 'Ошибка: сразу' });
  });

  it('never shows the value of an earlier key, even when its answer comes last', async () => {
    const { load, call } = deferredLoader();
    const { result, rerender } = renderResource(load, 'moscow');
    await act(async () => call(0).resolve('Москва'));
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'Москва' });

    rerender({ key: 'kazan' });
    // The Moscow value is there but belongs to the old key: loading until Kazan answers.
    expect(result.current[0]).toEqual({ status: 'loading' });
    rerender({ key: 'perm' });
    await act(async () => call(1).resolve('Казань'));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await act(async () => call(2).resolve('Пермь'));
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'Пермь' });
  });

  it('loads nothing while the key is null', async () => {
    const { load, call } = deferredLoader();
    const { result, rerender } = renderResource(load, null);
    expect(load).not.toHaveBeenCalled();
    expect(result.current[0]).toEqual({ status: 'loading' });
    rerender({ key: 7 });
    await act(async () => call(0).resolve('семь'));
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'семь' });
  });

  it('ignores an answer that arrives after unmount', async () => {
    const { load, call } = deferredLoader();
    const onFail = vi.fn(fail);
    const { unmount } = renderHook(() => useResource('a', load, onFail));
    unmount();
    const error = vi.spyOn(console, 'error');
    await act(async () => call(0).reject(new Error('поздно')));
    expect(onFail).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('reloads for the same key keeping the shown value, and set replaces it', async () => {
    const { load, call } = deferredLoader();
    const { result } = renderResource(load);
    await act(async () => call(0).resolve('старый'));
    act(() => result.current[1].reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'старый' });
    await act(async () => call(1).resolve('новый'));
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'новый' });

    act(() => result.current[1].set(() => ({ status: 'loaded', text: 'сохранённый' })));
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'сохранённый' });
  });

  it('shows a value ready at the first render without loading it, and loads for a reload or a new key (421)', async () => {
    const { load, call } = deferredLoader();
    const ready = vi.fn((): State | null => ({ status: 'loaded', text: 'готово' }));
    const { result, rerender } = renderHook(
      ({ key }: { key: ResourceKey }) => useResource(key, load, fail, ready),
      { initialProps: { key: 'a' as ResourceKey } },
    );
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'готово' });
    expect(load).not.toHaveBeenCalled();
    act(() => result.current[1].reload());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => call(0).resolve('заново'));
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'заново' });
    rerender({ key: 'b' });
    expect(result.current[0]).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads as usual when nothing is ready, or when there is no key yet', async () => {
    const { load, call } = deferredLoader();
    const { result } = renderHook(() => useResource('a', load, fail, () => null));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await act(async () => call(0).resolve('первый'));
    expect(result.current[0]).toEqual({ status: 'loaded', text: 'первый' });
    const ready = vi.fn((): State | null => ({ status: 'loaded', text: 'x' }));
    const none = renderHook(() => useResource(null, load, fail, ready));
    expect(none.result.current[0]).toEqual({ status: 'loading' });
    expect(ready).not.toHaveBeenCalled();
  });
});
