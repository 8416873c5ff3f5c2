/** The administration's start page: banners, content sections and catalogues (decision 0065). */
export { CabinetPage } from './CabinetPage';
