import type { ClientCard } from '@petal/contract/clients';

type Photo = NonNullable<ClientCard['photo']>;

/**
 * A stored photo: WebP variants by width (srcset), the browser picks the one `sizes` needs;
 * width and height are set so the page does not shift when it arrives. Lazy unless it is
 * what the visitor sees first (`eager`).
 */
export function ResponsivePhoto({
  photo,
  alt,
  sizes,
  className,
  eager = false,
}: {
  photo: Photo;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={photo.url}
      srcSet={photo.srcset}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}

const preloaded = new Set<string>();

/**
 * Starts loading the variant of `photo` that an <img> with these `sizes` will pick, before
 * that <img> exists: for a page's main photo, known as soon as its data is (the browser
 * reuses the download when the <img> renders with the same srcset and sizes).
 */
export function preloadPhoto(photo: Photo, sizes: string) {
  if (preloaded.has(photo.url)) return;
  preloaded.add(photo.url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = photo.url;
  link.imageSrcset = photo.srcset;
  link.imageSizes = sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}
