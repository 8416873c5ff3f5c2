import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBasketSize } from './use-basket';

/** The header's basket link with the number of lines; shown to employees who may order. */
export function BasketButton() {
  const size = useBasketSize();
  if (size === null) return null;
  const label = size === 0 ? 'Varukorgen är tom' : `Varukorg: ${size} ${size === 1 ? 'vara' : 'varor'}`;
  return (
    <Tooltip label={label} withArrow>
      <Indicator
        label={size}
        size={18}
        disabled={size === 0}
        offset={4}
        color="orange"
        data-testid="basket-badge"
        data-count={size}
      >
        <ActionIcon
          component={Link}
          to="/montor/varukorg"
          variant="default"
          size={36}
          aria-label={label}
          data-testid="basket-link"
        >
          <IconShoppingCart size={18} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
