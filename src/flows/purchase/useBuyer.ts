import { useResource } from '../../lib/useResource';
import { GUEST, loadBuyer, type Buyer } from './buyer';

/** The buyer of this popup: null while loading (a guest browser answers at once). */
export function useBuyer(): Buyer | null {
  // loadBuyer answers a guest on every failure; the fallback only guards against a throw.
  const [buyer] = useResource<Buyer>('buyer', loadBuyer, () => GUEST);
  return 'status' in buyer ? null : buyer;
}
