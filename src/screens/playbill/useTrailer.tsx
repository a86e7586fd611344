import { useState, type ReactNode } from 'react';
import type { PlaybillFilm } from '@softkino/contract';
import { showAlert } from '../../ui/popups/alerts';
import { linkVideoId } from '../../lib/video';
import { TrailerPopup } from './TrailerPopup';

export const TRAILER_UNAVAILABLE_TITLE = 'Трейлер недоступен';
/** Retrying cannot mend a bad link, so the text does not ask to try again. */
export const TRAILER_ERROR = 'Трейлер этого фильма сейчас нельзя посмотреть.';

/**
 * A film's trailer: `open` shows the popup for a valid video link, or the 'unavailable' notice
 * (the spec treats any other link as an error); `popup` is the element to render.
 */
export function useTrailer(film: Pick<PlaybillFilm, 'name' | 'trailer'>) {
  const [videoId, setVideoId] = useState<string | null>(null);

  function open(event?: React.MouseEvent) {
    event?.preventDefault();
    const id = linkVideoId(film.trailer);
    if (id) setVideoId(id);
    else showAlert({ status: 'error', title: TRAILER_UNAVAILABLE_TITLE, text: TRAILER_ERROR });
  }

  const popup = videoId ? (
    <TrailerPopup filmName={film.name} videoId={videoId} onClosed={() => setVideoId(null)} />
  ) : null;
  return { open, popup, playable: linkVideoId(film.trailer) !== null };
}

/**
 * What opens a film's trailer: a link to the video when the film's link is one (a new tab or a
 * copied address then leads to it), otherwise a button, so the site never shows a link to an
 * address that is not a video; both open the popup or the notice (decision 477).
 */
export function TrailerOpener({
  trailer,
  href,
  className,
  children,
}: {
  trailer: ReturnType<typeof useTrailer>;
  href: string;
  className: string;
  children: ReactNode;
}) {
  return trailer.playable ? (
    <a className={className} href={href} onClick={trailer.open}>
      {children}
    </a>
  ) : (
    <button type="button" className={className} onClick={() => trailer.open()}>
      {children}
    </button>
  );
}
