/** The employee register's public entry: employees, their passwords, counters and routes. */
export { employeeCounters } from './employees.counters';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './employees.passwords';
export {
  countActiveAdmins,
  type EmployeeRow,
  findActiveEmployeeByLoginOrEmail,
  findEmployee,
  findEmployeeByLogin,
  findEmployeeOfResetToken,
  lockFirmEmployees,
  loginKey,
  updateEmployee,
  updateEmployeeVersioned,
} from './employees.repository';
export { employeesRoutes } from './employees.routes';
export { employees } from './employees.table';
export type { EndEmployeeSessions } from './employees.usecases';
