import { Group, Paper, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { ProductImage } from '../listing/ProductImage';

/** The main picture and, when there are several, thumbnails that choose it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0] ?? null;
  return (
    <div>
      <Paper
        withBorder
        radius="md"
        bg="gray.0"
        mah={{ base: 260, sm: 'none' }}
        mx={{ base: 'auto', sm: 0 }}
        style={{ aspectRatio: '1', display: 'grid', placeItems: 'center', overflow: 'hidden' }}
        data-testid="product-image"
      >
        {current ? (
          <img src={current} alt={name} style={{ width: '80%', height: '80%', objectFit: 'contain' }} />
        ) : (
          <ProductImage src={null} size={64} />
        )}
      </Paper>
      {images.length > 1 && (
        <Group gap="xs" mt="xs">
          {images.map((src, i) => (
            <UnstyledButton
              key={src}
              onClick={() => setIndex(i)}
              aria-label={`Visa bild ${i + 1} av ${images.length}`}
              aria-pressed={i === index}
              style={{
                width: 64,
                height: 64,
                borderRadius: 6,
                border: `2px solid var(--mantine-color-${i === index ? 'montor-6' : 'gray-3'})`,
                background: 'var(--mantine-color-gray-0)',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <img src={src} alt="" style={{ width: '80%', height: '80%', objectFit: 'contain' }} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </div>
  );
}
