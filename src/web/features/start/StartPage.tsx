import { Container, Stack } from '@mantine/core';
import { usePageTitle } from '../../shell/use-page-title';
import { CatalogueTiles } from './CatalogueTiles';
import { Hero } from './Hero';
import { WarehousesTeaser } from './WarehousesTeaser';

export function StartPage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <Container size="xl" py={{ base: 'xl', md: 48 }}>
        <Stack gap={48}>
          <CatalogueTiles />
          <WarehousesTeaser />
        </Stack>
      </Container>
    </>
  );
}
