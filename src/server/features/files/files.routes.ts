import { filesApi } from '@shared/api/files.api';
import type { ApiRouter } from '../../platform/http/router';
import { openFileLink } from './files.usecases';

export function filesRoutes(router: ApiRouter): void {
  router.add(filesApi.download, ({ deps, firmId, parameters }) =>
    openFileLink({ deps, firmId, id: parameters.id }),
  );
}
