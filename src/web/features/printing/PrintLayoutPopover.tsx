/**
 * The "Skriv ut" button and its panel: the kind's layouts (the firm's default first, net-price layouts
 * left out for an employee whose net prices are hidden), then open in a new tab or download.
 */
import { Button, type ButtonProps, Popover, Radio, Stack } from '@mantine/core';
import { companyApi } from '@shared/api/company.api';
import { type DocumentType, documentKinds, type PrintLayout } from '@shared/domain/documents/document-kinds';
import { offeredPrintLayouts, printLayoutLabels } from '@shared/domain/documents/print-layout-labels';
import { IconChevronDown, IconDownload, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { useNetPricesHidden } from '../../session/session-store';

/**
 * The firm's default layout of the kind (null while loading or unset). Read with the button, not when
 * the panel opens, so the layouts do not reorder under the pointer.
 */
function useFirmLayout(type: DocumentType): PrintLayout | null {
  const profile = useApiQuery(companyApi.profile, {}, { staleTime: 5 * 60_000, retry: false });
  return profile.data?.settings.printingSettings.documentSettings[type]?.layout ?? null;
}

export interface PrintLayoutPopoverProps {
  type: DocumentType;
  /** What is printed, for the button's accessible name ("Skriv ut 3 dokument"). */
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  busy: boolean;
  /** Called in the click itself, so a tab opened there still counts as the user's. */
  onPrint: (layout: PrintLayout, inline: boolean) => void;
  /** More actions under the print actions (the editor's line export). */
  children?: (close: () => void) => ReactNode;
}

export function PrintLayoutPopover(props: PrintLayoutPopoverProps) {
  const { type, size = 'sm', variant = 'default', busy, onPrint } = props;
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<PrintLayout | null>(null);
  const hidden = useNetPricesHidden();
  const offered = offeredPrintLayouts(documentKinds[type], useFirmLayout(type), hidden);
  const layout = chosen && offered.includes(chosen) ? chosen : offered[0];
  if (!layout) return null;
  const close = () => setOpened(false);
  const print = (inline: boolean) => {
    close();
    onPrint(layout, inline);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          size={size}
          variant={variant}
          leftSection={<IconPrinter size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
          disabled={props.disabled}
          aria-label={props.label}
          onClick={() => setOpened((o) => !o)}
          data-testid="print-button"
        >
          Skriv ut
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="print-menu">
        <Radio.Group
          label="Layout"
          value={layout}
          onChange={(value) => setChosen(value as PrintLayout)}
          data-testid="print-layouts"
        >
          <Stack gap={8} mt={6}>
            {offered.map((l, index) => (
              <Radio
                key={l}
                value={l}
                label={index === 0 ? `${printLayoutLabels[l]} (förval)` : printLayoutLabels[l]}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Stack gap="xs" mt="md">
          <Button
            fullWidth
            leftSection={<IconExternalLink size={16} />}
            onClick={() => print(true)}
            data-testid="print-open"
          >
            Öppna i ny flik
          </Button>
          <Button
            fullWidth
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => print(false)}
            data-testid="print-download"
          >
            Ladda ned PDF
          </Button>
        </Stack>
        {props.children?.(close)}
      </Popover.Dropdown>
    </Popover>
  );
}
