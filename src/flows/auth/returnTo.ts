/**
 * Where the buyer goes after signing in (spec section 4, Login tabs: the remembered previous
 * page or the redirect URL). Separate from session.ts so the header's script stays small.
 */
import { readStored } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storageKeys';

/** A path on this site ('/afisha?day=2'), never another origin ('//evil', 'https://…'). */
export function isLocalPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}

function hasPreviousPage(value: unknown): value is { previousPage: unknown } {
  return typeof value === 'object' && value !== null && 'previousPage' in value;
}

function previousPageOfChoice(): string | null {
  const choice = readStored(STORAGE_KEYS.userChooseInfo, hasPreviousPage, null);
  return choice && isLocalPath(choice.previousPage) ? choice.previousPage : null;
}

/**
 * The page to go back to: the page the 'Войти' link was followed from (router state `from`),
 * else the purchase popup's saved choice (userChooseInfo.previousPage); never /login itself.
 */
export function rememberedPage(routerState: unknown): string | null {
  const from =
    routerState && typeof routerState === 'object' && 'from' in routerState
      ? (routerState as { from: unknown }).from
      : null;
  for (const page of [from, previousPageOfChoice()]) {
    if (isLocalPath(page) && !page.startsWith('/login')) return page;
  }
  return null;
}

/**
 * The phone a link to /login carried in its router state (`phone`, eleven digits from 7): the
 * purchase popup's 'Войти по паролю' hands over the number typed there (decision 431). Anything
 * else is none.
 */
export function phoneOfState(routerState: unknown): string | undefined {
  const phone =
    routerState && typeof routerState === 'object' && 'phone' in routerState
      ? (routerState as { phone: unknown }).phone
      : undefined;
  return typeof phone === 'string' && /^7\d{10}$/.test(phone) ? phone : undefined;
}

/** The address the buyer is on, for a 'Войти' link to hand /login as its `from`. */
export function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Where a password sign-in goes: the remembered page, else redirect_url, else the profile. */
export function afterSignInTarget(remembered: string | null, redirectUrl: string | null): string {
  if (remembered) return remembered;
  if (isLocalPath(redirectUrl)) return redirectUrl;
  return '/profile';
}
