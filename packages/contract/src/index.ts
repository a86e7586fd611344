/**
 * The wire contract shared by the client (src/) and the server (server/): import it by name,
 * `@softkino/contract` or a subpath such as `@softkino/contract/order`.
 */
export * from './api';
export * from './envelope';
export * from './auth';
export * from './cinema';
export * from './playbill';
export * from './wishlist';
export * from './session';
export * from './order';
export * from './payment';
export * from './tickets';
export * from './user';
export * from './bonus';
// './card' (the bonus card program) is imported by its subpath only, '@softkino/contract/card':
// its zod schemas are built at module load, so re-exported here they would ride into the /
// route's script with every import of this barrel (+1.4 KB gzipped, docs/decisions/259).
