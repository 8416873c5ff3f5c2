import { Button, Menu } from '@mantine/core';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { IconChevronDown, IconFilePlus } from '@tabler/icons-react';
import { useSession } from '../../../session/session-store';
import { partialLabel } from './CreateFromDialog';
import { createLabel, createTargets } from './create-from';
import { useCreateFrom } from './use-create-from';

interface CreateFromMenuProps {
  docType: DocumentType;
  docUids: string[];
  label?: string;
  /** Saves what the editor has waiting; false stops the creation (the save failed). */
  prepare?: () => Promise<boolean>;
  /** A list's selection bar uses the bar's small light buttons. */
  compact?: boolean;
  /** False for a draft: it offers no crediting kind (only an issued invoice is credited). */
  completed?: boolean;
  /** Only these kinds (an accepted offer's "Skapa arbetsorder / beställning"); absent: every kind. */
  only?: readonly DocumentType[];
}

/** "Skapa …": the kinds this document turns into that the firm has; nothing when there are none. */
export function CreateFromMenu({
  docType,
  docUids,
  label = 'Skapa …',
  prepare,
  compact = false,
  completed = true,
  only,
}: CreateFromMenuProps) {
  const session = useSession();
  const targets = createTargets(docType, session).filter(
    (t) => (completed || !documentKinds[t].credits) && (!only || only.includes(t)),
  );
  const creation = useCreateFrom(prepare);
  if (targets.length === 0) return null;
  // A partial invoice bills part of one source (decision 0022).
  const partialTargets =
    docUids.length === 1 ? targets.filter((t) => documentKinds[t].takesPartialInvoice) : [];
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant={compact ? 'light' : 'default'}
            size={compact ? 'xs' : 'sm'}
            leftSection={<IconFilePlus size={compact ? 14 : 16} />}
            rightSection={<IconChevronDown size={14} />}
            loading={creation.busy}
            disabled={docUids.length === 0}
            data-testid="create-from-menu"
          >
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {targets.map((target) => (
            <Menu.Item
              key={target}
              onClick={() => void creation.start({ sourceDocType: docType, targetDocType: target, docUids })}
            >
              {createLabel(target)}
            </Menu.Item>
          ))}
          {partialTargets.map((target) => (
            <Menu.Item
              key={`${target}-partial`}
              onClick={() =>
                void creation.start(
                  { sourceDocType: docType, targetDocType: target, docUids },
                  { partial: true },
                )
              }
            >
              {partialLabel}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {creation.dialog}
    </>
  );
}
