import { useState } from 'react';
import { unlinkSocial } from '../../api/user';

interface SocialLinkProps {
  link: { status: boolean; url: string };
  /** 'ВКонтакте' */
  network: string;
  /** The unlink call and the reload; tests pass fakes. */
  unlink?: (url: string) => Promise<void>;
  reload?: () => void;
}

/**
 * Spec section 4, Social link: not linked → 'Привязать ВКонтакте' starts the linking flow at
 * the control's url; linked → 'Отвязать' is a GET to the url, then the page reloads. The spec
 * shows no error handling, so a failed GET reloads all the same and the page tells the truth.
 */
export function SocialLink({
  link,
  network,
  unlink = unlinkSocial,
  reload = () => window.location.reload(),
}: SocialLinkProps) {
  const [busy, setBusy] = useState(false);
  if (!link.status) {
    return (
      <a className="button button--ghost social-link social-link--vk" href={link.url}>
        Привязать {network}
      </a>
    );
  }
  // The button's label is the spec's 'Отвязать'; what is linked is said beside it.
  return (
    <span className="social-link__state">
      <span className="social-link__linked">{network} привязан</span>
      <button
        type="button"
        className="button button--ghost social-link social-link--vk"
        disabled={busy}
        aria-label={`Отвязать ${network}`}
        onClick={() => {
          setBusy(true);
          unlink(link.url).finally(reload);
        }}
      >
        Отвязать
      </button>
    </span>
  );
}
