import {
  ActionIcon,
  Box,
  Button,
  Combobox,
  Group,
  Loader,
  Menu,
  ScrollArea,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { catalogueApi } from '@shared/api/catalogue.api';
import { isSearchable, MAX_PATTERN_LENGTH } from '@shared/domain/catalogue-search';
import { IconBook2, IconCheck, IconChevronDown, IconSearch, IconTruckDelivery } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call, latestOnly } from '../../../api/call';
import { apiQueryKey } from '../../../api/hooks';
import { readListingState, searchPageLink, type UserSearchArea } from '../catalogue-query';
import { SuggestionOptions } from './SuggestionOptions';
import { searchAreaLabels, setSearchArea, useSearchArea } from './search-area-store';

const SEARCH_PATH = '/catalogue/search';
const areaIcons = { CATALOGUE_ONLY: IconBook2, FREE_ITEMS_ONLY: IconTruckDelivery } as const;

/**
 * Suggestions for what the user typed. A newer keystroke aborts the older request (api-spec §7.7), and
 * the previous answer stays on screen meanwhile so the panel does not flicker. They run in the
 * background: the page-wide loader is for things the user waits for, not for typing.
 */
function useSuggestions(pattern: string, searchArea: UserSearchArea, enabled: boolean) {
  const parameters = { pattern, searchArea };
  return useQuery({
    queryKey: apiQueryKey(catalogueApi.suggest, parameters),
    queryFn: ({ signal }) =>
      call(catalogueApi.suggest, parameters, {
        signal: latestOnly('catalogue.suggest', signal),
        background: true,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Room for the panel below the header (product-spec §9: window height minus header). */
function panelMaxHeight(anchor: HTMLElement | null): number {
  const header = anchor?.closest('header');
  const bottom = header?.getBoundingClientRect().bottom ?? 120;
  return Math.max(200, window.innerHeight - bottom - 8);
}

function AreaMenu({ area }: { area: UserSearchArea }) {
  const Icon = areaIcons[area];
  return (
    <Menu position="bottom-start" shadow="md" width={230}>
      <Menu.Target>
        <Button
          variant="default"
          px="xs"
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0, borderRight: 0 }}
          leftSection={<Icon size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`Sökområde: ${searchAreaLabels[area]}`}
          data-testid="search-area"
        >
          <Box component="span" visibleFrom="md">
            {searchAreaLabels[area]}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Sök i</Menu.Label>
        {(['CATALOGUE_ONLY', 'FREE_ITEMS_ONLY'] as const).map((option) => {
          const OptionIcon = areaIcons[option];
          return (
            <Menu.Item
              key={option}
              leftSection={<OptionIcon size={16} />}
              rightSection={option === area ? <IconCheck size={14} /> : null}
              onClick={() => setSearchArea(option)}
            >
              {option === 'CATALOGUE_ONLY' ? 'Katalogen (lagervaror)' : 'Beställningsvaror (ej lager)'}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The header's search: area choice, text with suggestions from three characters, and Enter for all hits. */
export function SearchBar() {
  const navigate = useNavigate();
  const location = useLocation();
  const area = useSearchArea();
  const [value, setValue] = useState('');
  // Suggestions appear only after the user has typed (product-spec §2), never for a pre-filled text.
  const [typed, setTyped] = useState(false);
  const [panel, setPanel] = useState({ maxHeight: 400, width: 480 });
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // On the search page the bar shows what was searched, and the page's area becomes the session's.
  useEffect(() => {
    if (location.pathname !== SEARCH_PATH) return;
    const state = readListingState(location.search);
    setValue(state.pattern);
    setTyped(false);
    setSearchArea(state.searchArea);
  }, [location.pathname, location.search]);

  const pattern = value.trim();
  const searchable = typed && isSearchable(value);
  const suggestions = useSuggestions(pattern, area, searchable);

  function go(to: string) {
    combobox.closeDropdown();
    setTyped(false);
    inputRef.current?.blur();
    void navigate(to);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pattern) go(searchPageLink(pattern, area));
  }

  /** The panel spans the whole bar (area button included), which on a phone is the screen's width. */
  function openPanel() {
    setPanel({
      maxHeight: panelMaxHeight(inputRef.current),
      width: formRef.current?.offsetWidth ?? 480,
    });
    combobox.openDropdown();
  }

  return (
    <Box component="form" ref={formRef} role="search" onSubmit={onSubmit} w="100%" data-testid="search-bar">
      <Combobox
        store={combobox}
        onOptionSubmit={go}
        position="bottom-end"
        offset={4}
        shadow="lg"
        radius="md"
        zIndex={300}
        width={panel.width}
      >
        <Group gap={0} wrap="nowrap">
          <AreaMenu area={area} />
          <Combobox.Target>
            <TextInput
              ref={inputRef}
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setTyped(true);
                if (isSearchable(event.currentTarget.value)) openPanel();
                else combobox.closeDropdown();
              }}
              onFocus={() => searchable && openPanel()}
              onBlur={() => combobox.closeDropdown()}
              placeholder="Sök produkt, artikel- eller RSK-nummer"
              aria-label="Sök i katalogen"
              type="search"
              maxLength={MAX_PATTERN_LENGTH}
              enterKeyHint="search"
              autoComplete="off"
              style={{ flex: 1 }}
              styles={{ input: { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 } }}
              rightSectionWidth={40}
              onKeyDown={(event) => {
                // Chromium clears a search field on Escape; the first Escape only closes the panel.
                if (event.key === 'Escape' && combobox.dropdownOpened) event.preventDefault();
              }}
              rightSection={
                // Never disabled: a disabled submit button would stop Enter from submitting the form.
                <ActionIcon type="submit" variant="subtle" aria-label="Sök" data-testid="search-submit">
                  {suggestions.isFetching && searchable ? <Loader size={16} /> : <IconSearch size={18} />}
                </ActionIcon>
              }
              data-testid="search-input"
            />
          </Combobox.Target>
        </Group>
        <Combobox.Dropdown hidden={!searchable || !suggestions.data} p={0} data-testid="search-suggestions">
          <ScrollArea.Autosize mah={panel.maxHeight} type="auto">
            <Combobox.Options p={4}>
              {suggestions.data && <SuggestionOptions data={suggestions.data} pattern={pattern} />}
            </Combobox.Options>
          </ScrollArea.Autosize>
        </Combobox.Dropdown>
      </Combobox>
    </Box>
  );
}
