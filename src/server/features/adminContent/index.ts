/** The provider administration's publishing of what the firms read (issue #23, decisions 0060, 0065). */
export { adminContentRoutes } from './adminContent.routes';
export { type AdminActor, checkedBody, providerId } from './adminContent.rules';
export { deleteUnusedFile, nameFile } from './files/files.repository';
export { adminFileRef, fileNameOf, requireUpload } from './files/files.usecases';
