import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from '../../../lib/use-near-screen.ts';

const loadMap = () => import('./leaflet-map.tsx');

/**
 * A map of one position. Leaflet loads only when the map comes near the screen; if it cannot
 * load, or none of its tiles can (offline, the tile server blocked), a note says so and the
 * page's address stands in, with a way to try again.
 */
export function ClientMap({
  latitude,
  longitude,
  label,
  zoom = 16,
  keyboard = false,
  className,
}: {
  latitude: number;
  longitude: number;
  label: string;
  zoom?: number;
  keyboard?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('profile');
  const [box, near] = useNearScreen<HTMLDivElement>();
  const [failed, setFailed] = useState(false);
  // A new lazy component per attempt: React keeps a failed import's error otherwise.
  const [LeafletMap, setLeafletMap] = useState(() => lazy(loadMap));

  if (failed) {
    return (
      <div className={`map-fallback ${className ?? ''}`} role="status">
        <p>{t('map.unavailable')}</p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setLeafletMap(() => lazy(loadMap));
            setFailed(false);
          }}
        >
          {t('map.retry')}
        </button>
      </div>
    );
  }

  return (
    <div ref={box} className={`map-box ${className ?? ''}`}>
      {near && (
        <MapBoundary onError={() => setFailed(true)}>
          <Suspense fallback={<div className="map-loading" aria-label={t('map.loading')} role="status" />}>
            <LeafletMap
              latitude={latitude}
              longitude={longitude}
              zoom={zoom}
              label={label}
              keyboard={keyboard}
              onTilesFailed={() => setFailed(true)}
            />
          </Suspense>
        </MapBoundary>
      )}
    </div>
  );
}

/** Leaflet's code failing to load (offline) leaves the address, not a broken page. */
class MapBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
