import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Здравствуйте, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('preloadable', () => {
  it('renders a preloaded component in the first commit, with no fallback between', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = preloadable(load);
    expect(Lazy.loaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.loaded()).toBe(true);
    render(<Lazy fallback={<p>Загрузка</p>} name="Анна" />);
    // No await: the component is in the DOM as soon as render returns.
    expect(screen.getByText('Здравствуйте, Анна')).toBeInTheDocument();
    expect(screen.queryByText('Загрузка')).not.toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until the code arrives, then the component with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Lazy = preloadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(<Lazy fallback={<p>Загрузка</p>} name="Пётр" />);
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    expect(screen.getByText('Здравствуйте, Пётр')).toBeInTheDocument();
    expect(screen.queryByText('Загрузка')).not.toBeInTheDocument();
  });

  it('throws a failed load into the error boundary, and asks again on the next preload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('Нет связи'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = preloadable(load);
    render(
      <Boundary>
        <Lazy fallback={<p>Загрузка</p>} name="Анна" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });
});
