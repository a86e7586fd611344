import { DEMO_PHONE, ensureDemoAccount } from '../../seed/demoAccount';
import { ensureSeeded } from '../../seed/index';
import { boot } from '../boot';

/** `npm run db:seed`: seeds the demo chain into an empty database (the server also does it). */
const { database } = await boot();
const summary = await ensureSeeded(database.db, new Date());
console.log(
  summary
    ? `seeded: ${summary.cities} cities, ${summary.cinemas} cinemas, ${summary.halls} halls, ${summary.seats} seats, ${summary.films} films, ${summary.sessions} sessions`
    : 'the database already has the chain: nothing to seed',
);
if (await ensureDemoAccount(database.db)) console.log(`added the demo account ${DEMO_PHONE}`);
await database.close();
