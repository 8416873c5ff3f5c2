import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { IconFileDescription, IconPlus, IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { documentNewPath } from '../document-paths';

/** "Offerter" → "offerter", but "ÄTA / fakturaunderlag" keeps its abbreviation. */
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  return second && second === second.toUpperCase() && second !== second.toLowerCase()
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

interface DocumentListEmptyProps {
  kind: DocumentKind;
  filtered: boolean;
  search: string;
  canCreate: boolean;
  onClear: () => void;
}

export function DocumentListEmpty({ kind, filtered, search, canCreate, onClear }: DocumentListEmptyProps) {
  const plural = lowerFirst(kind.pluralLabel);
  if (filtered) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="document-list-empty">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconSearchOff size={26} />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {search ? `Inga ${plural} matchar ”${search}”` : `Inga ${plural} matchar filtret`}
          </Title>
          <Text c="dimmed" size="sm">
            Sök på en del av numret, kundens namn, märkningen eller rubriken, eller välj en annan period.
          </Text>
          <Button variant="light" onClick={onClear}>
            Visa alla {plural}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="xl" data-testid="document-list-empty">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconFileDescription size={26} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          Inga {plural} ännu
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {canCreate
            ? `Här samlas dina ${plural}. Skapa den första så sparas den automatiskt medan du skriver.`
            : `Här visas ${plural} från grossisten när de kommer.`}
        </Text>
        {canCreate && (
          <Button component={Link} to={documentNewPath(kind.type)} leftSection={<IconPlus size={18} />}>
            {kind.newLabel}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
