import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

interface FavoriteStarProps {
  favorite: boolean;
  clientName: string;
  disabled?: boolean;
  onToggle: (favorite: boolean) => void;
}

export function FavoriteStar({ favorite, clientName, disabled, onToggle }: FavoriteStarProps) {
  const label = favorite ? `Ta bort ${clientName} från favoriter` : `Markera ${clientName} som favorit`;
  return (
    <Tooltip label={favorite ? 'Favorit' : 'Markera som favorit'} openDelay={400}>
      <ActionIcon
        variant="subtle"
        color={favorite ? 'yellow.6' : 'gray.5'}
        aria-label={label}
        aria-pressed={favorite}
        disabled={disabled}
        data-testid="favorite-star"
        onClick={(e) => {
          e.stopPropagation();
          onToggle(!favorite);
        }}
      >
        {favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
