import { Button, Group, ScrollArea } from '@mantine/core';
import type { SessionData } from '@shared/api/auth.api';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { Link } from 'react-router';
import { moduleTiles } from '../account';
import { canCreate, documentNewPath, kindModules } from '../documents';

/** The kinds the firm writes itself and has the module for, in the registry's order. */
export function creatableKinds(session: SessionData): DocumentType[] {
  return Object.values(documentKinds)
    .filter((kind) => canCreate(kind) && canAccess(session, documentAccess(kind.type)))
    .map((kind) => kind.type);
}

/**
 * "Ny offert", "Ny faktura" … one click to a new document of each kind the firm has. On a phone the
 * buttons stay on one line that scrolls sideways instead of filling the first screen.
 */
export function QuickCreate({ kinds }: { kinds: DocumentType[] }) {
  const buttons = kinds.map((type) => {
    const kind = documentKinds[type];
    const Icon = moduleTiles[kind.siteOption].icon;
    return (
      <Button
        key={type}
        component={Link}
        to={documentNewPath(type)}
        variant={kindModules[type].primaryQuickCreate ? 'filled' : 'light'}
        leftSection={<Icon size={18} />}
        style={{ flexShrink: 0 }}
      >
        {kind.newLabel}
      </Button>
    );
  });
  return (
    <div data-testid="quick-create" style={{ maxWidth: '100%' }}>
      <Group gap="xs" visibleFrom="sm">
        {buttons}
      </Group>
      <ScrollArea hiddenFrom="sm" scrollbars="x" type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap">
          {buttons}
        </Group>
      </ScrollArea>
    </div>
  );
}
