import { companyApi } from '@shared/api/company.api';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import type { ApiRouter } from '../../platform/http/router';
import {
  companyFiscalPeriods,
  companyFormConfig,
  type DirectoryListing,
  deleteCompanyImage,
  getCompanyProfile,
  readCompanyImage,
  saveCompanyProfile,
  uploadCompanyImage,
} from './company.usecases';

/** `listing`: the firm's VVS-guiden registration, from the vvsGuiden feature (decision 0057). */
export function companyRoutes(router: ApiRouter, options: { listing?: DirectoryListing } = {}): void {
  const { listing } = options;
  router.add(companyApi.profile, ({ deps, firmId, session }) =>
    getCompanyProfile({
      deps,
      firmId,
      editable: canAccess(session.employee, permissions.editCompanySettings),
      listing,
    }),
  );
  router.add(companyApi.save, ({ deps, firmId, employeeId, parameters, messages }) =>
    saveCompanyProfile({
      deps,
      firmId,
      employeeId,
      newVersion: parameters.newVersion,
      data: parameters.data,
      listing,
      messages,
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
  router.add(companyApi.image, ({ deps, firmId, parameters }) =>
    readCompanyImage({ deps, firmId, address: parameters }),
  );
}
