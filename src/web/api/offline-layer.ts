/**
 * The seam where the field app's offline feature (src/web/features/offline, decision 0049) joins the
 * call layer: every JSON call and every file upload passes through the installed layer, which may answer
 * a read from the last copy when the network is gone, or queue a change to send when it is back. Without
 * an installed layer (tests, the first moments of boot) calls go straight to the network.
 */
import type { Endpoint, ParametersOf, ResultOf } from '@shared/api/endpoint';

export interface OfflineLayer {
  call<E extends Endpoint>(
    endpoint: E,
    parameters: ParametersOf<E>,
    send: () => Promise<ResultOf<E>>,
  ): Promise<ResultOf<E>>;
  upload<E extends Endpoint>(
    endpoint: E,
    file: Blob,
    query: Record<string, string>,
    send: () => Promise<ResultOf<E>>,
  ): Promise<ResultOf<E>>;
}

let installed: OfflineLayer | null = null;

export function installOfflineLayer(layer: OfflineLayer | null): void {
  installed = layer;
}

export function offlineLayer(): OfflineLayer | null {
  return installed;
}
