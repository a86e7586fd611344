import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemeEngineContext, useSchemeEngine } from './context';

function Probe() {
  const { selection } = useSchemeEngine();
  return <p>{selection.join(',')}</p>;
}

describe('useSchemeEngine', () => {
  it('throws outside <HallMap>', () => {
    // React logs the thrown error; keep the test output clean.
    const spy = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow('useSchemeEngine must be used inside <HallMap>');
    } finally {
      console.error = spy;
    }
  });
  it('returns what the provider holds', () => {
    render(
      <SchemeEngineContext.Provider
        value={{ engine: null, hall: null, selection: ['7', '9'], press: () => {} }}
      >
        <Probe />
      </SchemeEngineContext.Provider>,
    );
    expect(screen.getByText('7,9')).toBeInTheDocument();
  });
});
