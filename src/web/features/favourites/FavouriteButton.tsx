import { ActionIcon, Anchor, Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { favouritesApi } from '@shared/api/favourites.api';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';
import { setFavouriteOverride, useFavourite } from './favourite-store';

interface FavouriteButtonProps {
  article: string;
  favorite: boolean;
  name: string;
  /** An archived article can be removed from the favourites but not added. */
  active?: boolean;
  /** `button` on the product page, a heart icon on cards. */
  variant?: 'icon' | 'button';
}

/** Adds a product to or removes it from the employee's favourites (logged in only). */
export function FavouriteButton({
  article,
  favorite,
  name,
  active = true,
  variant = 'icon',
}: FavouriteButtonProps) {
  const session = useSession();
  const isFavourite = useFavourite(article, favorite);
  const toggle = useApiMutation(favouritesApi.toggle);
  const navigate = useNavigate();

  if (!session || !canAccess(session, permissions.useFavourites)) return null;
  if (!active && !isFavourite) return null;

  async function onToggle() {
    const adding = !isFavourite;
    // Shown at once: the heart answering the click matters more than the round trip.
    setFavouriteOverride(article, adding);
    try {
      const result = await toggle.mutateAsync({ action: adding ? 'ADD' : 'REMOVE', articles: [article] });
      setFavouriteOverride(article, result.favorites.includes(article));
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(favouritesApi.list) });
      if (adding) {
        notifications.show({
          color: 'green',
          title: 'Sparad bland dina favoriter',
          // Notifications render outside the router, so the link is a button that navigates from here.
          message: (
            <Anchor component="button" type="button" size="sm" onClick={() => void navigate('/favorites')}>
              Visa mina favoriter
            </Anchor>
          ),
          autoClose: 3000,
        });
      }
    } catch (error) {
      setFavouriteOverride(article, !adding);
      if (isApiError(error) && !error.handled) {
        notifications.show({
          color: 'red',
          title: 'Favoriten kunde inte sparas',
          message: error.displayText,
        });
      }
    }
  }

  const label = isFavourite ? `Ta bort ${name} ur favoriter` : `Spara ${name} som favorit`;
  const Icon = isFavourite ? IconHeartFilled : IconHeart;
  if (variant === 'button') {
    return (
      <Button
        variant={isFavourite ? 'light' : 'default'}
        color={isFavourite ? 'red' : 'gray'}
        leftSection={<Icon size={18} />}
        onClick={onToggle}
        aria-pressed={isFavourite}
        data-testid="favourite-toggle"
      >
        {isFavourite ? 'Sparad som favorit' : 'Spara som favorit'}
      </Button>
    );
  }
  return (
    <Tooltip label={isFavourite ? 'Ta bort ur favoriter' : 'Spara som favorit'} withArrow>
      <ActionIcon
        variant="white"
        color={isFavourite ? 'red' : 'gray'}
        radius="xl"
        size="lg"
        onClick={onToggle}
        aria-label={label}
        aria-pressed={isFavourite}
        data-testid="favourite-toggle"
      >
        <Icon size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
