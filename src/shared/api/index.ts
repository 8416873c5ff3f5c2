import { authApi } from './auth.api';
import { contentApi } from './content.api';
import { devApi } from './dev.api';
import type { Endpoint } from './endpoint';
import { providerApi } from './provider.api';

/** Every endpoint of the contract. The server registers exactly these; a test proves it. */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(authApi),
  ...Object.values(contentApi),
  ...Object.values(providerApi),
  ...Object.values(devApi),
];
