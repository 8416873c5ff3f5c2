import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih={320} aria-busy="true" aria-label="Laddar sidan">
      <Loader />
    </Center>
  );
}
