import { ensureBonusDemo } from '../../seed/bonusDemo';
import { DEMO_PHONE, ensureDemoAccount } from '../../seed/demoAccount';
import { ensureFilmComments } from '../../seed/filmComments';
import { ensureNews } from '../../seed/news';
import { ensureSeeded } from '../../seed/index';
import { ensureLobbyStaff, STAFF_PHONE } from '../../seed/lobby';
import { seedCinemaPages } from '../../seed/cinemaPages';
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
if (await ensureBonusDemo(database.db)) console.log('added the bonus program demo accounts');
if (await ensureFilmComments(database.db, new Date())) console.log('added the demo film comments');
const news = await ensureNews(database.db, new Date());
if (news > 0) console.log(`added ${news} news items`);
if (await ensureLobbyStaff(database.db))
  console.log(`added the lobby staff account ${STAFF_PHONE}`);
if (await seedCinemaPages(database.db)) console.log("added the cinema pages' texts or contacts");
await database.close();
