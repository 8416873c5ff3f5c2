import { Tabs } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

export interface PageTab<V extends string> {
  value: V;
  label: ReactNode;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/**
 * Tabs that switch between pages of one screen (each its own address). Every tab's aria-controls names a
 * panel, so each gets one: the active tab's panel holds the page, the others stay empty and hidden.
 */
export function PageTabs<V extends string>({
  tabs,
  value,
  onChange,
  children,
  mb,
}: {
  tabs: readonly PageTab<V>[];
  value: V;
  onChange: (value: V) => void;
  children: ReactNode;
  mb?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  // On a narrow screen the row scrolls sideways: the chosen tab is brought into view (never the page).
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    row.scrollLeft += tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2;
  }, []);
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as V)}>
      <Tabs.List ref={list} mb={mb} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
            leftSection={tab.leftSection}
            rightSection={tab.rightSection}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {/* One stable panel for the page, so switching tabs keeps its state (no remount). */}
      <Tabs.Panel key="page" value={value}>
        {children}
      </Tabs.Panel>
      {tabs
        .filter((tab) => tab.value !== value)
        .map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {null}
          </Tabs.Panel>
        ))}
    </Tabs>
  );
}
