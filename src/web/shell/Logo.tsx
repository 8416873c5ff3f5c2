import { Box, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconDroplet } from '@tabler/icons-react';
import { Link } from 'react-router';

export function Logo({
  inverted = false,
  withTagline = true,
}: {
  inverted?: boolean;
  withTagline?: boolean;
}) {
  return (
    <Box component={Link} to="/" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={10} wrap="nowrap">
        <ThemeIcon
          size={38}
          radius="md"
          variant={inverted ? 'white' : 'gradient'}
          gradient={{ from: 'montor.8', to: 'montor.5', deg: 135 }}
        >
          <IconDroplet size={22} stroke={2.2} />
        </ThemeIcon>
        <div>
          <Text
            fw={800}
            fz={22}
            lh={1}
            lts={-0.5}
            c={inverted ? 'white' : 'montor.9'}
            style={{ whiteSpace: 'nowrap' }}
            data-testid="logo-wordmark"
          >
            Montör
          </Text>
          {withTagline && (
            <Text fz={11} lh={1.3} c={inverted ? 'montor.1' : 'dimmed'} visibleFrom="xs">
              för VVS-firmor
            </Text>
          )}
          {/* Named by the words it shows (WCAG 2.5.3: voice control finds it by them), then where it goes. */}
          <VisuallyHidden> – till startsidan</VisuallyHidden>
        </div>
      </Group>
    </Box>
  );
}
