import { Center, Loader } from '@mantine/core';

/**
 * A page (or its code) on its way. A live status, so a screen reader hears "Laddar sidan" — and so the
 * label is allowed: a plain div may not carry aria-label (axe aria-prohibited-attr).
 */
export function PageLoader() {
  return (
    <Center mih={320} role="status" aria-busy="true" aria-label="Laddar sidan">
      <Loader />
    </Center>
  );
}
