import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clientsApi } from '@shared/api/clients.api';
import { IconChevronDown, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import type { ClientListState } from './client-list-params';
import { download, openPendingTab, showInTab } from './forms/files';

/** The list as it is filtered and sorted now, as a PDF to print or keep, or as CSV for Excel. */
export function ClientFileMenu({ state, inactive }: { state: ClientListState; inactive: boolean }) {
  const [busy, setBusy] = useState(false);
  const parameters = {
    searchPattern: state.search.trim(),
    includeHidden: state.includeHidden,
    onlyFavorites: state.onlyFavorites,
    sortBy: state.sortBy,
    sortDesc: state.sortDesc,
    inactive,
  };

  async function print() {
    const tab = openPendingTab();
    if (!tab) {
      notifications.show({ color: 'orange', message: 'Vänligen tillåt öppna nytt fönster' });
      return;
    }
    setBusy(true);
    try {
      const file = await call(clientsApi.listPdf, parameters);
      await showInTab(tab, file.link);
    } catch (error) {
      tab.close();
      throw error;
    } finally {
      setBusy(false);
    }
  }

  async function exportCsv() {
    setBusy(true);
    try {
      const file = await call(clientsApi.export, parameters);
      await download(file.link, file.fileName);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />} loading={busy}>
          Utskrift och export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => void print()}>
          Skriv ut kundlistan (PDF)
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={() => void exportCsv()}
          data-testid="client-export-csv"
        >
          Exportera till Excel (CSV)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
