import { parseArgs } from 'node:util';
import { boot } from '../boot';
import { sandboxMail } from '../providers/mail';
import { paymentProvider } from '../providers/payment';
import { receiptProvider } from '../providers/receipt';
import { addSessions } from '../services/catalogueSessions';
import { databaseClock } from '../services/clock';
import { sendWishlistAlerts } from '../services/wishlistAlerts';

/**
 * `npm run catalogue:sessions -- --film <slug> --cinema <slug> --date DD.MM.YYYY --times 19:00,21:30
 * [--hall "Зал 2"] [--format 3D]`: adds sessions as a box-office import would, then sends the
 * wishlist alerts they call for (docs/decisions/278). On PGlite stop the server first (its data
 * directory is locked); on PostgreSQL a running server sends them too, and each once.
 */
const USAGE =
  'usage: npm run catalogue:sessions -- --film <slug> --cinema <slug> --date DD.MM.YYYY --times HH:mm[,HH:mm...] [--hall <name>] [--format 2D|3D|ScreenX]';

function die(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    film: { type: 'string' },
    cinema: { type: 'string' },
    date: { type: 'string' },
    times: { type: 'string' },
    hall: { type: 'string' },
    format: { type: 'string' },
  },
});
const date = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(values.date ?? '');
const times = (values.times ?? '').split(',').map((t) => /^(\d{1,2}):(\d{2})$/.exec(t.trim()));
const format = values.format ?? '2D';
if (!values.film || !values.cinema || !date || times.length === 0 || times.some((t) => !t))
  die(USAGE);
if (format !== '2D' && format !== '3D' && format !== 'ScreenX') die(USAGE);
const parsedTimes = times.map((t) => ({ hour: Number(t?.[1]), minute: Number(t?.[2]) }));
if (parsedTimes.some((t) => t.hour > 23 || t.minute > 59)) die(USAGE);

const { env, database } = await boot();
try {
  const ids = await addSessions(database.db, {
    filmSlug: values.film,
    cinemaSlug: values.cinema,
    date: { day: Number(date[1]), month: Number(date[2]), year: Number(date[3]) },
    times: parsedTimes,
    ...(values.hall === undefined ? {} : { hallName: values.hall }),
    format,
  });
  console.log(`added sessions ${ids.join(', ')}`);
  const run = await sendWishlistAlerts({
    db: database.db,
    now: () => new Date(),
    dbNow: databaseClock(),
    covidNotice: false,
    mail: sandboxMail,
    payment: paymentProvider(env.paymentProvider, { db: database.db }),
    receipts: receiptProvider(env.receiptProvider),
    publicUrl: env.publicUrl,
  });
  console.log(
    `wishlist alerts: new sessions looked at ${run.sessions}, e-mails written ${run.mails}; new films letters ${run.newsletters}`,
  );
} catch (err) {
  await database.close();
  die((err as Error).message);
}
await database.close();
