/** The provider administration's audit log (issue #23): recorded by every administrative action. */
export { type AdminAction, recordAdminAction, searchAdminActions } from './auditLog.repository';
export { adminAuditLog } from './auditLog.table';
