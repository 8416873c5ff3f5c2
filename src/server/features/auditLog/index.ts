/** The provider administration's audit log (issue #23): recorded by every administrative action. */
export {
  type AdminAction,
  type AdminActor,
  recordAdminAction,
  searchAdminActions,
} from './auditLog.repository';
export { changedFields } from './auditLog.rules';
export { adminAuditLog } from './auditLog.table';
