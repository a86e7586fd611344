import type { Plugin } from 'vite';

export declare const FAVICON_HREF: string;
export declare function svgDataUrl(svg: string): string;
export declare function inlineFaviconInto(html: string, svg: string): string;
export declare function inlineFavicon(): Plugin;
