/**
 * What the site already knows of a signed-in buyer for the bug report's and the vacancy
 * application's fields (decision 362): the phone (or the e-mail without one), the first and
 * last name, the birthday. A guest's forms start empty and nothing is asked of the server.
 */
import type { UserLoad } from '../../api/user';
import { formatPhone } from '../../ui/form/masks';
import { signedInUser } from '../auth/signedInUser';

export interface KnownBuyer {
  contacts?: string;
  name?: string;
  birthday?: string;
}

/** The fields a profile fills; '' values are left out (nothing to fill). */
export function knownFromProfile(load: UserLoad): KnownBuyer {
  if (load.kind === 'unconfirmed') {
    const contacts = formatPhone(load.phone);
    return contacts ? { contacts } : {};
  }
  const { user } = load;
  const known: KnownBuyer = {};
  const contacts = formatPhone(user.phone) || user.email.trim();
  if (contacts) known.contacts = contacts;
  const name = [user.first_name.trim(), user.last_name.trim()].filter(Boolean).join(' ');
  if (name) known.name = name;
  if (user.birthday) known.birthday = user.birthday;
  return known;
}

/** The signed-in buyer's known fields; {} for a guest or an ended session (signedInUser). */
export async function knownBuyer(
  load: () => Promise<UserLoad | null> = signedInUser,
): Promise<KnownBuyer> {
  const user = await load();
  return user ? knownFromProfile(user) : {};
}
