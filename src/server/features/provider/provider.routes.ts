import { providerApi } from '@shared/api/provider.api';
import { openingNote, openStateAt } from '@shared/domain/opening-hours';
import type { ApiRouter } from '../../platform/http/router';
import { listWarehouses } from './provider.repository';

export function providerRoutes(router: ApiRouter): void {
  router.add(providerApi.warehouses, async ({ deps }) => {
    const rows = await listWarehouses(deps.db);
    const now = deps.clock.now();
    return {
      items: rows.map((w) => ({
        uid: w.id,
        code: w.code,
        name: w.name,
        city: w.city,
        address: w.address,
        postalCode: w.postalCode,
        phone: w.phone,
        latitude: w.latitude,
        longitude: w.longitude,
        openState: openStateAt(w.openingHours, now),
        openingNote: openingNote(w.openingHours, now),
      })),
    };
  });
}
