import { Alert, List, Text } from '@mantine/core';
import type { ResultOf } from '@shared/api/endpoint';
import type { kioskApi } from '@shared/api/kiosk.api';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';

export type CheckResult = ResultOf<typeof kioskApi.check>;

const looks = {
  OK: { color: 'green', title: 'Allt finns i lager', Icon: IconCircleCheck },
  WARN: { color: 'orange', title: 'Beställningen kan skickas, men se över raderna', Icon: IconAlertTriangle },
  ERROR: { color: 'red', title: 'Beställningen kan inte skickas som den är', Icon: IconCircleX },
} as const;

/** What "Kontrollera" found: shortages warn, archived articles stop the order until they are swapped. */
export function BasketCheckResult({ result }: { result: CheckResult }) {
  const { color, title, Icon } = looks[result.status];
  const problems = result.lines.filter((l) => l.level !== 'OK');
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon />}
      title={title}
      data-testid="basket-check-result"
      data-status={result.status}
    >
      {problems.length === 0 ? (
        <Text size="sm">
          Varorna finns i lager{result.warehouseCode ? ` i valt lager (${result.warehouseCode})` : ''}.
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {problems.map((l) => (
            <List.Item key={l.productId}>
              <b>{l.article}</b> {l.name}: {l.shortageMessage}
              {l.replacements.length > 0 &&
                ` – ersätts av ${l.replacements.map((r) => r.article).join(', ')} (Byt på raden)`}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
