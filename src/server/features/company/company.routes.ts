import { companyApi } from '@shared/api/company.api';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import type { ApiRouter } from '../../platform/http/router';
import { resolveSession } from '../auth/auth.session';
import {
  companyFiscalPeriods,
  companyFormConfig,
  deleteCompanyImage,
  getCompanyProfile,
  imageKindOfPath,
  readCompanyImage,
  saveCompanyProfile,
  uploadCompanyImage,
} from './company.usecases';

export function companyRoutes(router: ApiRouter): void {
  router.add(companyApi.profile, ({ deps, firmId, session }) =>
    getCompanyProfile({
      deps,
      firmId,
      editable: canAccess(session.employee, permissions.editCompanySettings),
    }),
  );
  router.add(companyApi.save, ({ deps, firmId, employeeId, parameters }) =>
    saveCompanyProfile({
      deps,
      firmId,
      employeeId,
      newVersion: parameters.newVersion,
      data: parameters.data,
    }),
  );
  router.add(companyApi.formConfig, ({ deps, firmId }) => companyFormConfig({ deps, firmId }));
  router.add(companyApi.fiscalPeriods, ({ deps, firmId }) => companyFiscalPeriods({ deps, firmId }));
  router.add(companyApi.uploadLogo, async ({ deps, firmId, parameters }) => ({
    customerLogoLink: await uploadCompanyImage({ deps, firmId, kind: 'LOGO', content: parameters.content }),
  }));
  router.add(companyApi.deleteLogo, async ({ deps, firmId }) => {
    await deleteCompanyImage({ deps, firmId, kind: 'LOGO' });
    return { customerLogoLink: null };
  });
  router.add(companyApi.uploadFooterImage, async ({ deps, firmId, parameters }) => ({
    documentsFooterImageLink: await uploadCompanyImage({
      deps,
      firmId,
      kind: 'FOOTER',
      content: parameters.content,
    }),
  }));
  router.add(companyApi.deleteFooterImage, async ({ deps, firmId }) => {
    await deleteCompanyImage({ deps, firmId, kind: 'FOOTER' });
    return { documentsFooterImageLink: null };
  });
}

/** Body types read as a file: the router then sees `{ parameters: { content } }` like any other call. */
const BINARY_TYPES = ['image/png', 'image/jpeg', 'application/octet-stream'];

/**
 * What the JSON contract cannot carry: picture uploads arrive as the file itself, and pictures are
 * served as bytes. A picture's address holds its hash, so it may be cached privately for good; only an
 * employee of the firm gets it, anyone else a 404 that does not tell whether it exists.
 */
export function companyFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.addContentTypeParser(BINARY_TYPES, { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, { parameters: { content: body } });
  });
  app.get<{ Params: { firmId: string; kind: string; hash: string } }>(
    '/files/company/:firmId/:kind/:hash',
    async (request, reply) => {
      const { firmId, kind: kindPath, hash } = request.params;
      const session = await resolveSession(request, deps);
      const kind = imageKindOfPath(kindPath);
      const image =
        kind && session?.employee?.firmId === firmId
          ? await readCompanyImage({ db: deps.db, firmId, kind, hashPrefix: hash })
          : null;
      if (!image) {
        const error = httpErrors.NOT_FOUND();
        return reply
          .status(404)
          .send({ result: null, messages: error.toMessages(), userErrorMessage: error.text });
      }
      return reply
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .type(image.contentType)
        .send(image.content);
    },
  );
}
