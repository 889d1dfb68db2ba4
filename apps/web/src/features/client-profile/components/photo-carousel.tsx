import type { ClientDescribeResponse } from '@petal/contract/clients';
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../lib/dialog.tsx';
import { ResponsivePhoto } from '../../../lib/photo.tsx';
import { PROFILE_PHOTO_SIZES } from '../profile-photo.ts';

type Photo = ClientDescribeResponse['photos'][number];

/** The photo area's shape before anything is known: the shape of the demo and most ad photos. */
export const DEFAULT_PHOTO_RATIO = '3 / 4';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A horizontal scroll-snap strip: which slide shows, and a way to show another. */
function useSnapTrack(count: number) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  // Where a smooth scroll started by goTo is heading. Until it gets there, the slides it passes
  // are not the one shown: a second step, or closing the viewer, during the glide must count
  // from the target, not from a slide half-way.
  const heading = useRef<number | null>(null);
  const onScroll = useCallback(() => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    if (heading.current !== null) {
      if (Math.abs(element.scrollLeft - heading.current * element.clientWidth) > 1) return;
      heading.current = null;
    }
    setIndex(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))));
  }, [count]);
  const goTo = useCallback(
    (target: number, instant = false) => {
      const element = track.current;
      if (!element) return;
      const next = Math.min(count - 1, Math.max(0, target));
      const smooth = !(instant || reducedMotion());
      const left = next * element.clientWidth;
      heading.current = smooth && Math.abs(element.scrollLeft - left) > 1 ? next : null;
      element.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
      setIndex(next);
    },
    [count],
  );
  // The visitor's own touch, wheel or pointer takes over from a glide.
  const takeOver = useCallback(() => {
    heading.current = null;
  }, []);
  const onKeyDown = (event: Pick<KeyboardEvent, 'key' | 'preventDefault'>) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else return;
    event.preventDefault();
  };
  const trackEvents = { onScroll, onTouchStart: takeOver, onWheel: takeOver, onPointerDown: takeOver };
  return { track, index, trackEvents, goTo, onKeyDown };
}

/**
 * The ad photos: swipe between them (CSS scroll snap), or use the previous/next buttons; the
 * counter and dots say where you are. Tapping a photo opens it full screen. The first photo
 * loads at once (it is what the visitor sees first), the others lazily; the area keeps the
 * first photo's shape, so nothing moves when photos arrive.
 */
export function PhotoCarousel({ photos, name }: { photos: Photo[]; name: string }) {
  const { t } = useTranslation('profile');
  const { track, index, trackEvents, goTo, onKeyDown } = useSnapTrack(photos.length);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const first = photos[0];
  const ratio = first ? `${first.width} / ${first.height}` : DEFAULT_PHOTO_RATIO;

  if (!first) {
    return (
      <div className="photo-carousel photo-carousel-empty" style={{ aspectRatio: DEFAULT_PHOTO_RATIO }}>
        <span aria-hidden="true">✿</span>
        <p>{t('photos.none')}</p>
      </div>
    );
  }

  const total = photos.length;
  return (
    <section
      className="photo-carousel"
      aria-label={t('photos.label', { name })}
      onKeyDown={(event) => {
        // The full-screen viewer (a child here) moves its own photos.
        if (!(event.target instanceof Element && event.target.closest('dialog'))) onKeyDown(event);
      }}
    >
      <ul className="photo-track" ref={track} {...trackEvents} style={{ aspectRatio: ratio }}>
        {photos.map((photo, position) => (
          <li key={photo.url} className="photo-slide">
            <button
              type="button"
              className="photo-open"
              aria-label={t('photos.open', { index: position + 1, total })}
              onClick={() => setViewerAt(position)}
            >
              <ResponsivePhoto photo={photo} alt="" sizes={PROFILE_PHOTO_SIZES} eager={position === 0} />
            </button>
          </li>
        ))}
      </ul>
      {total > 1 && (
        <>
          <PhotoSteps index={index} total={total} goTo={goTo} placed />
          <div className="photo-dots" aria-hidden="true">
            {photos.map((photo, position) => (
              <span key={photo.url} className={position === index ? 'photo-dot current' : 'photo-dot'} />
            ))}
          </div>
        </>
      )}
      <p className="photo-counter">
        <span className="visually-hidden">{t('photos.counterLabel')} </span>
        {index + 1} / {total}
      </p>
      <PhotoViewer
        photos={photos}
        name={name}
        startAt={viewerAt}
        onClose={(last) => {
          setViewerAt(null);
          goTo(last, true);
        }}
      />
    </section>
  );
}

/**
 * Full-screen photos on the native modal <dialog>: swipe or use the buttons or arrow keys;
 * Escape or the close button closes it, back on the photo last seen.
 */
function PhotoViewer({
  photos,
  name,
  startAt,
  onClose,
}: {
  photos: Photo[];
  name: string;
  startAt: number | null;
  onClose: (last: number) => void;
}) {
  const titleId = useId();
  const lastSeen = useRef(0);
  return (
    <Dialog
      open={startAt !== null}
      onDismiss={() => onClose(lastSeen.current)}
      labelledBy={titleId}
      className="photo-viewer"
    >
      <ViewerContent
        photos={photos}
        name={name}
        startAt={startAt ?? 0}
        titleId={titleId}
        lastSeen={lastSeen}
        onClose={() => onClose(lastSeen.current)}
      />
    </Dialog>
  );
}

function ViewerContent({
  photos,
  name,
  startAt,
  titleId,
  lastSeen,
  onClose,
}: {
  photos: Photo[];
  name: string;
  startAt: number;
  titleId: string;
  lastSeen: RefObject<number>;
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const { track, index, trackEvents, goTo, onKeyDown } = useSnapTrack(photos.length);
  lastSeen.current = index;

  // The arrow keys move between photos wherever focus is while the viewer is open (a button
  // at either end keeps focus: it is aria-disabled, not disabled).
  const onKey = useRef(onKeyDown);
  onKey.current = onKeyDown;
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onKey.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  // The dialog opens after this content is laid out: place the strip on the tapped photo then.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => goTo(startAt, true));
    return () => cancelAnimationFrame(frame);
  }, [goTo, startAt]);

  const total = photos.length;
  return (
    <div className="photo-viewer-body">
      <div className="photo-viewer-bar">
        <h2 id={titleId} className="photo-viewer-title">
          {t('photos.viewerTitle', { name })}
          <span className="photo-viewer-counter">
            {' '}
            {index + 1} / {total}
          </span>
        </h2>
        <button type="button" className="photo-viewer-close" onClick={onClose}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{t('photos.close')}</span>
        </button>
      </div>
      {/* Focusable, so the arrow keys move between photos without a pointer. */}
      <ul
        className="photo-viewer-track"
        ref={track}
        {...trackEvents}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={t('photos.viewerTitle', { name })}
      >
        {photos.map((photo, position) => (
          <li key={photo.url} className="photo-viewer-slide" aria-hidden={position !== index}>
            <ResponsivePhoto
              photo={photo}
              alt={t('photos.photo', { index: position + 1, total, name })}
              sizes="100vw"
              eager={position === startAt}
            />
          </li>
        ))}
      </ul>
      {total > 1 && (
        <div className="photo-viewer-steps">
          <PhotoSteps index={index} total={total} goTo={goTo} />
        </div>
      )}
    </div>
  );
}

/** Previous and next buttons, for pointer and keyboard; `placed` pins them over the strip. */
function PhotoSteps({
  index,
  total,
  goTo,
  placed = false,
}: {
  index: number;
  total: number;
  goTo: (index: number) => void;
  placed?: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      <button
        type="button"
        className={`photo-step${placed ? ' photo-step-previous' : ''}`}
        aria-label={t('photos.previous')}
        aria-disabled={index === 0}
        onClick={() => goTo(index - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`photo-step${placed ? ' photo-step-next' : ''}`}
        aria-label={t('photos.next')}
        aria-disabled={index === total - 1}
        onClick={() => goTo(index + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
