/** The employee register, and the preference fields the own profile shows too. */

export { ContactFields } from './ContactFields';
export { EmployeeEditPage } from './EmployeeEditPage';
export { EmployeePreferences } from './EmployeePreferences';
export { EmployeesPage } from './EmployeesPage';
export { passwordsDiffer } from './employee-form-values';
