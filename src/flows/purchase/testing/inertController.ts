import { vi } from 'vitest';
import { PurchaseController } from '../purchaseController';

/** A PurchaseController whose api, host and alerts do nothing: for a panel rendered alone. */
export function inertPurchaseController(): PurchaseController {
  return new PurchaseController({
    api: { createOrder: vi.fn(), payOrder: vi.fn(), sbpStatus: vi.fn(), cancelOrder: vi.fn() },
    host: { refreshPlaces: vi.fn(), refreshFailedText: '', close: vi.fn() },
    alerts: { paid: vi.fn(), timeout: vi.fn() },
  });
}
