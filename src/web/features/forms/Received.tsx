import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The confirmation a sent form ends in. */
export function Received({ title, text, testId }: { title: string; text: string; testId?: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" data-testid={testId ?? 'form-received'}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
        <Button component={Link} to="/">
          Till startsidan
        </Button>
      </Stack>
    </Paper>
  );
}
