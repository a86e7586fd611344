/**
 * Video-site links (spec section 5, Comments and trailers; section 2, Info step): the 11-character
 * video id of a link, and the address of the player that shows it.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];

/**
 * The 11-character video id of a video-site link (watch?v=, youtu.be/, embed/, shorts/, live/),
 * or null: any other link is an error (a trailer, spec section 5).
 */
export function linkVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  let id: string | null = null;
  if (url.hostname === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (VIDEO_HOSTS.includes(url.hostname)) {
    const [, kind, value] = url.pathname.split('/');
    if (kind === 'watch') id = url.searchParams.get('v');
    else if (kind === 'embed' || kind === 'shorts' || kind === 'live') id = value ?? null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/**
 * The session info's video (spec section 2: "11-character video id from a video-site link"): the
 * id as it is, or read from the link; null for anything else (decision 365).
 */
export function videoIdOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return VIDEO_ID.test(trimmed) ? trimmed : linkVideoId(trimmed);
}

/** The player's address: the no-cookie player, so a video sets no tracking cookies. */
export function videoEmbedUrl(videoId: string, { autoplay = false } = {}): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?${autoplay ? 'autoplay=1&' : ''}rel=0`;
}
