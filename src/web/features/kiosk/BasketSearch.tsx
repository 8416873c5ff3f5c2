import { Button, Group, Loader, Paper, Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { type BasketSearchHit, kioskApi } from '@shared/api/kiosk.api';
import { formatRsk } from '@shared/domain/catalogue-codes';
import { formatKr } from '@shared/domain/format';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { AbortedError } from '../../api/api-error';
import { call, latestOnly } from '../../api/call';
import { unitAbbreviation } from '../catalogue';
import { StockNote } from './StockNote';

const DEBOUNCE_MS = 150;

interface BasketSearchProps {
  warehouseCode: string | null;
  onAdd: (hit: BasketSearchHit) => Promise<void>;
}

/**
 * Adds by article number, RSK number or name. Each keystroke cancels the search still under way (api-spec
 * §7.7); Enter adds an exact number match at once.
 */
export function BasketSearch({ warehouseCode, onAdd }: BasketSearchProps) {
  const [text, setText] = useState('');
  const [hits, setHits] = useState<BasketSearchHit[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (pattern: string) => {
    window.clearTimeout(timer.current);
    if (pattern.trim().length < 2) {
      latestOnly('kiosk.basketSearch');
      setHits([]);
      setLoading(false);
      setSearched(false);
      return;
    }
    setLoading(true);
    timer.current = window.setTimeout(async () => {
      try {
        const result = await call(
          kioskApi.search,
          { codeOrArticle: pattern.trim(), ...(warehouseCode ? { warehouseCode } : {}) },
          { signal: latestOnly('kiosk.basketSearch'), background: true, handleErrors: false },
        );
        setHits(result.products);
        setFailed(false);
      } catch (error) {
        if (error instanceof AbortedError) return;
        setFailed(true);
      }
      setSearched(true);
      setLoading(false);
    }, DEBOUNCE_MS);
  };

  const add = async (hit: BasketSearchHit) => {
    await onAdd(hit);
    setText('');
    setHits([]);
    setSearched(false);
  };

  const open = searched && text.trim().length >= 2;
  return (
    // withRoles off: Popover would put aria-expanded on a plain text input, where it is not allowed;
    // the hits are buttons right after the field, so no combobox semantics are needed.
    <Popover
      opened={open}
      position="bottom-start"
      width="target"
      shadow="md"
      withinPortal={false}
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            search(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && hits[0]?.exactMatch) void add(hits[0]);
            if (e.key === 'Escape') setSearched(false);
          }}
          leftSection={<IconSearch size={16} />}
          rightSection={loading ? <Loader size="xs" /> : null}
          placeholder="Artikelnummer, RSK-nummer eller benämning"
          label="Lägg till vara"
          data-testid="basket-search"
        />
      </Popover.Target>
      <Popover.Dropdown p={4}>
        {failed ? (
          <Text size="sm" c="red.7" p="sm">
            Sökningen misslyckades. Försök igen.
          </Text>
        ) : hits.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            Ingen vara matchar ”{text.trim()}”.
          </Text>
        ) : (
          <Stack gap={2} mah={360} style={{ overflowY: 'auto' }}>
            {hits.map((hit) => (
              <Paper key={hit.productId} p="xs" radius="sm" data-testid="basket-search-hit">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <UnstyledButton onClick={() => void add(hit)} style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {hit.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Art.nr {hit.article}
                      {hit.rsk ? ` · RSK ${formatRsk(hit.rsk)}` : ''}
                      {hit.unitPriceOre !== null
                        ? ` · ${formatKr(hit.unitPriceOre)}/${unitAbbreviation(hit.unit)}`
                        : ''}
                    </Text>
                    <StockNote stock={hit.stock} />
                  </UnstyledButton>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => void add(hit)}
                    aria-label={`Lägg ${hit.name} i varukorgen`}
                  >
                    Lägg till
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
