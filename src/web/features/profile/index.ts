/** The signed-in employee's own details. */
export { ProfilePage } from './ProfilePage';
