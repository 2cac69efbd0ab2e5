import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { loadMaplibre, type Maplibre } from './load-maplibre';
import { useSiteConfig } from '../../lib/site-config';
import { basemapStyle, offlineStyle, TURKIYE_VIEW } from './map-style';

/** MapLibre's own words, in Turkish (its controls' labels and titles). */
const MAP_TEXTS = {
  'AttributionControl.ToggleAttribution': 'Kaynakları göster',
  'AttributionControl.MapFeedback': 'Harita geri bildirimi',
  'FullscreenControl.Enter': 'Tam ekran',
  'FullscreenControl.Exit': 'Tam ekrandan çık',
  'GeolocateControl.FindMyLocation': 'Konumumu bul',
  'GeolocateControl.LocationNotAvailable': 'Konum bilgisi yok',
  'LogoControl.Title': 'MapLibre logosu',
  'Map.Title': 'Harita',
  'Marker.Title': 'Harita işareti',
  'NavigationControl.ResetBearing': 'Kuzeye döndür',
  'NavigationControl.ZoomIn': 'Yakınlaştır',
  'NavigationControl.ZoomOut': 'Uzaklaştır',
  'Popup.Close': 'Kapat',
  'ScaleControl.Feet': 'ft',
  'ScaleControl.Meters': 'm',
  'ScaleControl.Kilometers': 'km',
  'ScaleControl.Miles': 'mi',
  'ScaleControl.NauticalMiles': 'nm',
  'GlobeControl.Enable': 'Küre görünümü',
  'GlobeControl.Disable': 'Düz görünüm',
  'TerrainControl.Enable': 'Yükseltiyi göster',
  'TerrainControl.Disable': 'Yükseltiyi gizle',
  'CooperativeGesturesHandler.WindowsHelpText': 'Yakınlaştırmak için Ctrl ve kaydırma',
  'CooperativeGesturesHandler.MacHelpText': 'Yakınlaştırmak için ⌘ ve kaydırma',
  'CooperativeGesturesHandler.MobileHelpText': 'Haritayı iki parmakla kaydırın',
};

export type MapHandle = { map: MaplibreMap; maplibre: Maplibre };

/**
 * A MapLibre map in the element `ref` points at, on the offline style, opened on Türkiye; null
 * until it has loaded (or for good when the browser cannot draw WebGL: `failed`).
 */
export function useMap(options: { interactive?: boolean } = {}) {
  const ref = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const interactive = options.interactive ?? true;
  const tiles = useSiteConfig().mapTiles ?? null;

  useEffect(() => {
    let map: MaplibreMap | null = null;
    let cancelled = false;
    void loadMaplibre({ pmtiles: tiles !== null })
      .then((maplibre) => {
        if (cancelled || !ref.current) return;
        map = new maplibre.Map({
          container: ref.current,
          style: tiles ? basemapStyle(tiles) : offlineStyle(),
          bounds: TURKIYE_VIEW,
          fitBoundsOptions: { padding: 8 },
          maxBounds: [
            [TURKIYE_VIEW[0] - 6, TURKIYE_VIEW[1] - 4],
            [TURKIYE_VIEW[2] + 6, TURKIYE_VIEW[3] + 4],
          ],
          interactive,
          attributionControl: { compact: true, customAttribution: 'Natural Earth' },
          cooperativeGestures: false,
          locale: MAP_TEXTS,
        });
        if (interactive) {
          map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        }
        const ready = map;
        ready.once('load', () => {
          if (!cancelled) setHandle({ map: ready, maplibre });
        });
        ready.on('error', () => undefined);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map?.remove();
      setHandle(null);
    };
  }, [interactive, tiles]);

  return { ref, handle, failed };
}
