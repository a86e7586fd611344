export * from './envelope';
export * from './cinema';
export * from './playbill';
export * from './wishlist';
