import { posterSources } from '@softkino/contract/posters';

interface PortraitPosterProps {
  /** The poster's address (a photograph's has AVIF and WebP variants; an SVG is only itself). */
  src: string;
  /** The CSS size it is shown at (the widest, when it changes with the screen). */
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** 'low' where the poster beside a page's text is not what the page is opened for (422). */
  fetchPriority?: 'low' | 'auto';
  /** The `sizes` of the variants when the shown width follows the screen (default `width`px). */
  sizes?: string;
}

/**
 * A portrait poster shown small (the cinema's sessions, the wishlist, orders): the AVIF or WebP
 * variant that fits its size on screen, the original as the fallback (decision 337). The
 * `<picture>` takes no box of its own (`display: contents`), so the image lays out as before.
 */
export function PortraitPoster(props: PortraitPosterProps) {
  const { src, width, height, className, loading, fetchPriority } = props;
  const sizes = props.sizes ?? `${width}px`;
  return (
    <picture className="portrait-poster">
      {posterSources(src, 'mobile').map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={src}
        alt=""
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
