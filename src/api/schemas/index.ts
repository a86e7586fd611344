export * from './envelope';
export * from './cinema';
export * from './playbill';
export * from './wishlist';
export * from './session';
export * from './order';
export * from './payment';
