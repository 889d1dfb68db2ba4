import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

/**
 * The Leaflet map itself, in a chunk of its own that only the map's pages load. OpenStreetMap
 * tiles; when none of the tiles in view can be fetched (offline, blocked), `onTilesFailed`
 * lets the page fall back to the address.
 */
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A pin drawn by CSS: no marker image to fetch, nothing for the bundler to resolve. */
const pin = L.divIcon({
  className: 'map-pin',
  html: '<span class="map-pin-shape"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

export interface LeafletMapProps {
  latitude: number;
  longitude: number;
  zoom: number;
  /** Names the map for screen readers. */
  label: string;
  /** Pan with the arrow keys once the map has focus (the full-page map). */
  keyboard: boolean;
  onTilesFailed: () => void;
}

export default function LeafletMap({
  latitude,
  longitude,
  zoom,
  label,
  keyboard,
  onTilesFailed,
}: LeafletMapProps) {
  const [map, setMap] = useState<L.Map | null>(null);
  const tiles = useRef({ loaded: 0, failed: 0 });
  const onFailed = useRef(onTilesFailed);
  onFailed.current = onTilesFailed;

  useEffect(() => {
    const container = map?.getContainer();
    if (!container) return;
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);

  return (
    <MapContainer
      ref={setMap}
      center={[latitude, longitude]}
      zoom={zoom}
      scrollWheelZoom={false}
      keyboard={keyboard}
      className="leaflet-box"
    >
      <TileLayer
        url={TILE_URL}
        attribution={ATTRIBUTION}
        eventHandlers={{
          tileload: () => {
            tiles.current.loaded++;
          },
          tileerror: () => {
            tiles.current.failed++;
          },
          // Every tile in view has either arrived or failed.
          load: () => {
            if (tiles.current.loaded === 0 && tiles.current.failed > 0) onFailed.current();
          },
        }}
      />
      <Marker position={[latitude, longitude]} icon={pin} interactive={false} keyboard={false} />
    </MapContainer>
  );
}
