import { useEffect, useState } from 'react';
import { LOADING_TEXT_STEPS_MS } from '../../lib/timings';
import { LOADING_TEXTS } from './playbillRules';

/** The loading text, moving on at 4 s and 8 s after mount. */
export function useLoadingText(): string {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timers = LOADING_TEXT_STEPS_MS.map((delay, index) =>
      setTimeout(() => setStep(index + 1), delay),
    );
    return () => timers.forEach(clearTimeout);
  }, []);
  return LOADING_TEXTS[step] ?? LOADING_TEXTS[0];
}
