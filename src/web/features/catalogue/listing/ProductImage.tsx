import { IconPhoto } from '@tabler/icons-react';

/** A product picture, or a neutral mark where the provider has none (never a broken-image icon). */
export function ProductImage({
  src,
  className,
  size = 40,
}: {
  src: string | null;
  className?: string;
  size?: number;
}) {
  if (!src) return <IconPhoto size={size} color="var(--mantine-color-gray-4)" aria-hidden />;
  // Without a class the picture fills its box (the caller sizes the box).
  const fill = className ? undefined : { width: '100%', height: '100%', objectFit: 'contain' as const };
  return <img src={src} alt="" className={className} style={fill} loading="lazy" decoding="async" />;
}
