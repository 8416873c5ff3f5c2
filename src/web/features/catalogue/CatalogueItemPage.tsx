import { parseCatalogueLink } from '@shared/domain/catalogue-links';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { CategoryPage } from './CategoryPage';
import { FreeItemPage } from './product/FreeItemPage';
import { ProductPage } from './product/ProductPage';

/** `/catalogue/<words>-f12`, `-i123`, `-a45`: the letter before the id says which page it is. */
export function CatalogueItemPage() {
  const { slug = '' } = useParams();
  const target = parseCatalogueLink(slug);
  if (!target) return <NotFoundPage />;
  // Keyed by id: another product is a new page, not the old one's state with new data.
  switch (target.kind) {
    case 'category':
      return <CategoryPage key={target.id} categoryId={target.id} />;
    case 'product':
      return <ProductPage key={target.id} productId={target.id} />;
    case 'freeItem':
      return <FreeItemPage key={target.id} itemId={target.id} />;
  }
}

export function CatalogueRootPage() {
  return <CategoryPage categoryId={null} />;
}
