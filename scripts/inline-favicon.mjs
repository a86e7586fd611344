// The favicon written into index.html as a data: URL (docs/decisions/424). A browser asks for the
// page's icon while the page loads; on a phone's six HTTP/1.1 connections that request held one
// back from the page's own scripts (Lighthouse's simulated slow 4G started the boot's script
// after it). The file stays in assets/ and is served as before, for the header's logo and
// anything else that links to it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The favicon's address as index.html writes it: the repo's assets folder, under /static/media/. */
export const FAVICON_HREF = '/static/media/favicon.svg';

/** An SVG as a data: URL, percent-encoded (shorter than base64 for SVG's text). */
export function svgDataUrl(svg) {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/**
 * index.html with the favicon link's address replaced by the SVG itself. Throws when the page
 * has no such link, so a renamed icon fails the build rather than quietly costing a request.
 */
export function inlineFaviconInto(html, svg) {
  const attr = `href="${FAVICON_HREF}"`;
  if (!html.includes(`rel="icon"`) || !html.includes(attr)) {
    throw new Error(`index.html has no <link rel="icon" ${attr}>: nothing to inline`);
  }
  return html.replace(attr, () => `href="${svgDataUrl(svg)}"`);
}

/** The build's plugin: reads assets/favicon.svg from the project's root. */
export function inlineFavicon() {
  let root = '';
  return {
    name: 'softkino-inline-favicon',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml(html) {
      return inlineFaviconInto(
        html,
        readFileSync(path.join(root, 'assets', 'favicon.svg'), 'utf8'),
      );
    },
  };
}
