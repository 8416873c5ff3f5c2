import { Stack, Text } from '@mantine/core';
import type { CatalogueCard } from '@shared/api/catalogue.api';
import { formatDate, formatKr } from '@shared/domain/format';
import { useSession } from '../../../session/session-store';
import { unitAbbreviation } from '../catalogue-format';
import { priceView } from '../price-view';

/** The one price a card shows, per unit, with a small line saying which price it is. */
export function CardPrice({ card }: { card: Pick<CatalogueCard, 'prices' | 'unit'> }) {
  const session = useSession();
  const view = priceView(card.prices, session !== null);
  const per = `/${unitAbbreviation(card.unit)}`;
  if (view.kind === 'none') {
    return (
      <Text size="sm" c="dimmed">
        Pris på förfrågan
      </Text>
    );
  }
  const [amount, note, campaign] =
    view.kind === 'net'
      ? [
          view.price,
          view.campaign
            ? view.campaign.endsOn
              ? `Kampanj t.o.m. ${formatDate(view.campaign.endsOn)}`
              : 'Kampanjpris'
            : 'Ditt pris exkl. moms',
          view.campaign !== null,
        ]
      : view.kind === 'list'
        ? [view.exclMoms, 'Listpris exkl. moms', false]
        : [view.inclMoms ?? view.exclMoms, view.inclMoms !== null ? 'inkl. moms' : 'exkl. moms', false];
  return (
    <Stack gap={0} data-testid="card-price">
      {view.kind === 'net' && view.campaign && (
        <Text size="xs" c="dimmed" td="line-through">
          {formatKr(view.campaign.before)}
        </Text>
      )}
      <Text fw={700} size="lg" lh={1.2} c={campaign ? 'red.7' : 'dark.8'}>
        {formatKr(amount)}
        <Text span size="xs" fw={400} c="dimmed">
          {per}
        </Text>
      </Text>
      <Text size="xs" c={campaign ? 'red.7' : 'dimmed'}>
        {note}
      </Text>
    </Stack>
  );
}
