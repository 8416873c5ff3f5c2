import { adminCabinetApi } from '@shared/api/adminCabinet.api';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';

/** Every change on the page may touch the others (a banner's section, a section's banners): one list. */
export const refreshCabinet = () =>
  queryClient.invalidateQueries({ queryKey: apiQueryKey(adminCabinetApi.cabinet) });
