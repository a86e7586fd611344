import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenFailed } from './ScreenFailed';
import { ErrorBoundary } from '../../ui/ErrorBoundary';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('ErrorBoundary', () => {
  it("shows a failed screen's error in its place, and tries again at another address", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <>
        <header>Шапка</header>
        <ErrorBoundary fallback={<ScreenFailed />} resetKey="/profile">
          <Broken />
        </ErrorBoundary>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Что-то пошло не так. Попробуйте еще раз.');
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(screen.getByText('Шапка')).toBeInTheDocument();
    rerender(
      <>
        <header>Шапка</header>
        <ErrorBoundary fallback={<ScreenFailed />} resetKey="/">
          <p>Афиша</p>
        </ErrorBoundary>
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Афиша')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
