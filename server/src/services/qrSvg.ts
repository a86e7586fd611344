import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';

/**
 * A ticket's QR code as inline SVG markup, drawn by qrcode.react (the library the order page
 * draws it with, so the e-mail's code and the page's are the same picture), rendered to a
 * string on the server. Level M, a 4-module quiet zone (what door scanners expect), black on
 * white whatever the mail client's theme.
 */
export function qrSvg(value: string, size: number, title: string): string {
  return renderToStaticMarkup(
    createElement(QRCodeSVG, {
      value,
      size,
      level: 'M',
      marginSize: 4,
      bgColor: '#ffffff',
      fgColor: '#000000',
      title,
      style: { display: 'block', width: `${size}px`, height: `${size}px` },
    }),
  );
}

/**
 * The same QR code as a standalone SVG image in a `data:` URL (the SBP panel's `qrImage`). An
 * SVG file needs its namespace, which inline markup in HTML does without.
 */
export function qrDataUrl(value: string, size: number, title: string): string {
  const svg = qrSvg(value, size, title).replace(
    /^<svg /,
    '<svg xmlns="http://www.w3.org/2000/svg" ',
  );
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
