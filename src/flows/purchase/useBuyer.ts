import { useEffect, useState } from 'react';
import { loadBuyer, type Buyer } from './buyer';

/** The buyer of this popup: null while loading (a guest browser answers at once). */
export function useBuyer(): Buyer | null {
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  useEffect(() => {
    let live = true;
    void loadBuyer().then((loaded) => {
      if (live) setBuyer(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return buyer;
}
