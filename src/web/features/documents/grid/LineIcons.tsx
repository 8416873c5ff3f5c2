import { Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import type { DocumentItemData, DocumentItemView, PriceDetails } from '@shared/api/documents';
import { ownPricesApi } from '@shared/api/ownPrices.api';
import { priceSourceLabels } from '@shared/domain/documents/document-lines';
import { formatKr } from '@shared/domain/format';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconCheck,
  IconCircleCheck,
  IconCircleX,
  IconTag,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useApiMutation } from '../../../api/hooks';
import classes from './DocumentGrid.module.css';

const priceIconColor: Record<PriceDetails['iconType'], string> = {
  PRICE_CHANGED: 'var(--mantine-color-blue-6)',
  NOT_FOUND_IN_CATALOGUE: 'var(--mantine-color-blue-6)',
  PRICE_CHANGED_LOWER: 'var(--mantine-color-red-6)',
  PRICE_NOT_CHANGED: 'var(--mantine-color-gray-5)',
};

const priceIconText: Record<PriceDetails['iconType'], string> = {
  PRICE_CHANGED: 'Priset har ändrats sedan raden lades till',
  NOT_FOUND_IN_CATALOGUE: 'Artikeln finns inte i katalogen',
  PRICE_CHANGED_LOWER: 'Priset är lägre i dag än när raden lades till',
  PRICE_NOT_CHANGED: 'Priset är oförändrat',
};

/** product-spec §9: the saved-price notice shows for 3 s. */
const SAVED_NOTICE_MS = 3000;

function kr(ore: number | null): string {
  return ore === null ? '–' : formatKr(ore);
}

function PriceRow({ label, ore }: { label: string; ore: number | null }) {
  if (ore === null) return null;
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {kr(ore)}
      </Text>
    </Group>
  );
}

function PricePopover({
  item,
  details,
  readOnly,
}: {
  item: DocumentItemData;
  details: PriceDetails;
  readOnly: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useApiMutation(ownPricesApi.save, { handleErrors: false });

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const saveOwnPrice = () => {
    if (item.priceOre === null) return;
    save.mutate(
      {
        uid: null,
        newVersion: null,
        data: {
          code: item.article ?? item.code,
          clientUid: null,
          mode: 'FIXED_PRICE',
          priceOre: item.priceOre,
          markupBp: null,
          profitBp: null,
          discountApplicable: item.applyDiscount,
        },
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  const failure =
    save.error instanceof ApiError ? save.error.displayText : save.error ? 'Priset kunde inte sparas' : null;

  return (
    <Popover opened={opened} onChange={setOpened} position="left" withArrow shadow="md" width={280}>
      <Popover.Target>
        <Tooltip label={priceIconText[details.iconType]} openDelay={300} disabled={opened}>
          <button
            type="button"
            className={classes.iconButton}
            aria-label={`Prisuppgifter: ${priceIconText[details.iconType]}`}
            tabIndex={-1}
            onMouseDown={(e) => e.stopPropagation()}
            onClick={() => setOpened((o) => !o)}
          >
            <IconTag size={16} color={priceIconColor[details.iconType]} />
          </button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown onKeyDown={(e) => e.key === 'Escape' && setOpened(false)}>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {details.source ? priceSourceLabels[details.source] : 'Pris satt på raden'}
          </Text>
          <Text size="xs" c="dimmed">
            {priceIconText[details.iconType]}
          </Text>
          <PriceRow label="Radens pris" ore={item.priceOre} />
          <PriceRow label="Nettopris (katalog)" ore={details.catalogueNetPriceOre} />
          <PriceRow label="Bruttopris (katalog)" ore={details.catalogueRetailPriceOre} />
          <PriceRow label="Eget pris" ore={details.ownPriceOre} />
          <PriceRow label="Kundpris" ore={details.clientPriceOre} />
          <PriceRow label="Egen artikel" ore={details.ownArticlePriceOre} />
          {details.canSaveToOwnPrice && !readOnly && (
            <Button
              size="xs"
              variant="light"
              mt={4}
              loading={save.isPending}
              disabled={item.priceOre === null || saved}
              leftSection={saved ? <IconCheck size={14} /> : undefined}
              onClick={saveOwnPrice}
            >
              {saved ? 'Priset har sparats' : 'Spara som eget pris'}
            </Button>
          )}
          {saved && (
            <Text size="xs" c="green.8" role="status">
              Priset har sparats
            </Text>
          )}
          {failure && (
            <Text size="xs" c="red.8" role="alert">
              {failure}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function StockIcon({ view }: { view: DocumentItemView }) {
  if (!view.stockStatusIcon) return null;
  const icon =
    view.stockStatusIcon === 'OK' ? (
      <IconCircleCheck size={16} color="var(--mantine-color-green-7)" />
    ) : view.stockStatusIcon === 'WARNING' ? (
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" />
    ) : (
      <IconCircleX size={16} color="var(--mantine-color-red-6)" />
    );
  const text =
    view.stockStatusMessage ??
    (view.stockStatusIcon === 'OK'
      ? 'Finns i lager'
      : view.stockStatusIcon === 'WARNING'
        ? 'Få i lager'
        : 'Ej i lager');
  return (
    <Tooltip label={text} openDelay={200}>
      <span className={classes.iconButton} role="img" aria-label={text}>
        {icon}
      </span>
    </Tooltip>
  );
}

function ReplacementIcon({
  view,
  readOnly,
  onReplace,
}: {
  view: DocumentItemView;
  readOnly: boolean;
  onReplace: (article: string) => Promise<string | null>;
}) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (view.replacements.length === 0) return null;
  const first = view.replacements[0]!;
  const choose = async (article: string) => {
    setBusy(article);
    setFailure(null);
    const problem = await onReplace(article);
    setBusy(null);
    if (problem) setFailure(problem);
    else setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="left" withArrow shadow="md" width={300}>
      <Popover.Target>
        <Tooltip
          label={`Utgått – ersätts av ${first.article} ${first.name}`}
          disabled={opened}
          openDelay={200}
        >
          <button
            type="button"
            className={classes.iconButton}
            aria-label={`Utgått, ersätts av ${first.article}`}
            tabIndex={-1}
            onMouseDown={(e) => e.stopPropagation()}
            onClick={() => setOpened((o) => !o)}
          >
            <IconArrowsExchange size={16} color="var(--mantine-color-orange-7)" />
          </button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Artikeln har utgått
          </Text>
          {view.replacements.map((r) => (
            <Group key={r.article} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" style={{ minWidth: 0 }}>
                Ersätts av <b>{r.article}</b> {r.name}
              </Text>
              {!readOnly && (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={busy === r.article}
                  onClick={() => choose(r.article)}
                >
                  Byt
                </Button>
              )}
            </Group>
          ))}
          {failure && (
            <Text size="xs" c="red.8" role="alert">
              {failure}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The price, stock and replacement icons of a line; they work in read-only mode too. */
export function LineIcons({
  item,
  view,
  readOnly,
  onReplace,
}: {
  item: DocumentItemData;
  view: DocumentItemView | undefined;
  readOnly: boolean;
  onReplace: (uid: string, article: string) => Promise<string | null>;
}) {
  if (!view || item.type === 'COMMENT') return null;
  return (
    <Group gap={2} wrap="nowrap" justify="center">
      {view.priceDetails && <PricePopover item={item} details={view.priceDetails} readOnly={readOnly} />}
      <StockIcon view={view} />
      <ReplacementIcon
        view={view}
        readOnly={readOnly}
        onReplace={(article) => onReplace(item.uid, article)}
      />
    </Group>
  );
}
