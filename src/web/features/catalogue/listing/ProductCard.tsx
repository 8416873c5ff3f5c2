import { Card, Skeleton, Text } from '@mantine/core';
import type { CatalogueCard } from '@shared/api/catalogue.api';
import { formatRsk } from '@shared/domain/catalogue-codes';
import { Link } from 'react-router';
import { useProductActions } from '../product-actions';
import { CardPrice } from './CardPrice';
import { ProductBadges } from './ProductBadges';
import classes from './ProductCard.module.css';
import { ProductImage } from './ProductImage';
import { StockIndicator } from './StockIndicator';

/** A product or free item in a list: picture, name, numbers, badges, price and stock (api-spec §3.8 card). */
export function ProductCard({ card }: { card: CatalogueCard }) {
  const { BasketControl, FavouriteControl } = useProductActions();
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card} data-testid="product-card">
      <div className={classes.imageBox}>
        <ProductImage src={card.image} className={classes.image} />
        <ProductBadges card={card} className={classes.badges} />
      </div>
      {card.type === 'PRODUCT' && (
        <div className={classes.favourite}>
          <FavouriteControl
            article={card.article}
            favorite={card.favorite}
            name={card.name}
            active={card.active}
          />
        </div>
      )}
      <div className={classes.body}>
        <ProductBadges card={card} className={classes.badgesInline} />
        <Link to={card.link} className={classes.name} title={card.name}>
          <span className={classes.nameText} data-testid="card-name">
            {card.name}
          </span>
        </Link>
        <Text size="xs" c="dimmed" mt={4}>
          Art.nr {card.article}
          {card.rsk && (
            <>
              {' · '}RSK <span data-testid="card-rsk">{formatRsk(card.rsk)}</span>
            </>
          )}
        </Text>
        {!card.active && (
          <Text size="xs" c="red.7" fw={500}>
            Utgått – se ersättare
          </Text>
        )}
        <div className={classes.footer}>
          <CardPrice card={card} />
          <StockIndicator card={card} />
        </div>
        {card.type === 'PRODUCT' && (
          <div className={classes.basket}>
            <BasketControl
              productId={card.id}
              name={card.name}
              unit={card.unit}
              active={card.active}
              compact
            />
          </div>
        )}
      </div>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm">
      <Skeleton h={150} mb="sm" />
      <Skeleton h={14} mb={6} />
      <Skeleton h={14} w="70%" mb="sm" />
      <Skeleton h={10} w="50%" mb="md" />
      <Skeleton h={20} w="40%" />
    </Card>
  );
}
