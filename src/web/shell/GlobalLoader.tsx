import { Loader, Overlay } from '@mantine/core';
import { requestLoader } from '../api/call';
import { useStore } from '../lib/store';

export function GlobalLoader() {
  const visible = useStore(requestLoader);
  if (!visible) return null;
  return (
    <Overlay fixed center zIndex={900} backgroundOpacity={0.15} blur={1} data-testid="global-loader">
      <Loader size="lg" aria-label="Laddar" />
    </Overlay>
  );
}
