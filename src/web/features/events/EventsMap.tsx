import 'leaflet/dist/leaflet.css';
import { Paper, Text } from '@mantine/core';
import { type CalendarEvent, DEFAULT_MAP_CENTRE } from '@shared/api/events.api';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import classes from './Events.module.css';
import { eventWhen } from './event-format';

/**
 * Map tiles come from `VITE_MAP_TILE_URL` (e.g. a company tile server); without one the map is a plain
 * background with the events' markers, so it works where no tile server is reachable (decision 0053).
 */
const TILE_URL: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;
const TILE_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '';
const DEFAULT_ZOOM = 5;

interface Place {
  key: string;
  latitude: number;
  longitude: number;
  events: CalendarEvent[];
}

/** Events at one spot share a marker, so a warehouse with three events is one dot with three lines. */
function places(events: readonly CalendarEvent[]): Place[] {
  const byPlace = new Map<string, Place>();
  for (const event of events) {
    const key = `${event.latitude.toFixed(4)},${event.longitude.toFixed(4)}`;
    const place = byPlace.get(key) ?? {
      key,
      latitude: event.latitude,
      longitude: event.longitude,
      events: [],
    };
    place.events.push(event);
    byPlace.set(key, place);
  }
  return [...byPlace.values()];
}

/**
 * Fits the view to the markers whenever the set of places changes. Leaflet keeps the size it measured at
 * start, which is 0 when the page laid out after it: measure again first, and wait while it has no size
 * (a fit then would compute a NaN centre and throw).
 */
function FitToPlaces({ spots }: { spots: Place[] }) {
  const map = useMap();
  const key = spots.map((s) => s.key).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `spots` (a new array each render).
  useEffect(() => {
    const fitView = () => {
      map.invalidateSize();
      const size = map.getSize();
      if (size.x === 0 || size.y === 0) return false;
      if (spots.length === 0) {
        map.setView([DEFAULT_MAP_CENTRE.latitude, DEFAULT_MAP_CENTRE.longitude], DEFAULT_ZOOM);
      } else if (spots.length === 1) {
        map.setView([spots[0]!.latitude, spots[0]!.longitude], 9);
      } else {
        map.fitBounds(latLngBounds(spots.map((s) => [s.latitude, s.longitude])), { padding: [32, 32] });
      }
      return true;
    };
    if (fitView()) return;
    const observer = new ResizeObserver(() => {
      if (fitView()) observer.disconnect();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, key]);
  return null;
}

export function EventsMap({
  events,
  onSelect,
}: {
  events: readonly CalendarEvent[];
  onSelect: (locator: string) => void;
}) {
  const spots = places(events);
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.mapFrame}
      data-testid="events-map"
      data-tiles={TILE_URL ? 'on' : 'off'}
    >
      <MapContainer
        center={[DEFAULT_MAP_CENTRE.latitude, DEFAULT_MAP_CENTRE.longitude]}
        zoom={DEFAULT_ZOOM}
        className={classes.map}
        scrollWheelZoom={false}
        attributionControl={Boolean(TILE_URL)}
        aria-label="Karta över var evenemangen hålls"
      >
        {TILE_URL && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />}
        <FitToPlaces spots={spots} />
        {spots.map((spot) => (
          <CircleMarker
            key={spot.key}
            center={[spot.latitude, spot.longitude]}
            radius={spot.events.length > 1 ? 11 : 9}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#1864ab', fillOpacity: 1 }}
            eventHandlers={{ click: () => onSelect(spot.events[0]!.locator) }}
          >
            <Tooltip direction="top" offset={[0, -8]}>
              {spot.events[0]!.warehouseCity}: {spot.events.length} evenemang
            </Tooltip>
            <Popup>
              <strong>{spot.events[0]!.warehouseName}</strong>
              {spot.events.map((event) => (
                <div key={event.locator}>
                  <button type="button" className={classes.popupLink} onClick={() => onSelect(event.locator)}>
                    {event.title}
                  </button>
                  <div>{eventWhen(event)}</div>
                </div>
              ))}
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
      {!TILE_URL && (
        <Text size="xs" c="dimmed" px="sm" py={6} className={classes.mapNote}>
          Kartbakgrund visas inte här; punkterna visar var evenemangen hålls.
        </Text>
      )}
    </Paper>
  );
}
