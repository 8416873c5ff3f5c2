import { createEmitter } from '../lib/emitter';
import { createStore } from '../lib/store';
import { type ApiEvents, createCaller } from './caller';
import { createLoaderTracker } from './loader-tracker';

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

export const { call, latestOnly, abortAll } = caller;
