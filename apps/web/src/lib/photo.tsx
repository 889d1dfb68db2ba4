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
