import { createEmitter } from '../lib/emitter';
import { createStore } from '../lib/store';
import { type ApiEvents, createCaller } from './caller';
import { createLoaderTracker } from './loader-tracker';
import { offlineLayer } from './offline-layer';

/** product-spec §9: the request loader appears only after this long. */
export const LOADER_DELAY_MS = 500;

export const apiEvents = createEmitter<ApiEvents>();

/** Whether the global request loader overlay is showing. */
export const requestLoader = createStore(false);

const caller = createCaller({
  fetch: (url, init) => fetch(url, init),
  events: apiEvents,
  loader: createLoaderTracker(LOADER_DELAY_MS, (visible) => requestLoader.set(visible)),
});

export const { latestOnly, abortAll } = caller;

/** Straight to the network, past the offline layer: the offline queue sends its changes with this. */
export const callNow = caller.call;

/** Every call of the app: through the offline layer when one is installed (decision 0049). */
export const call: typeof caller.call = (endpoint, parameters, options) => {
  const layer = offlineLayer();
  const send = () => caller.call(endpoint, parameters, options);
  return layer ? layer.call(endpoint, parameters, send) : send();
};
