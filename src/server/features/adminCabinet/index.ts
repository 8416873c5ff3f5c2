/** The provider administration's start page: banners, flipbooks and content sections (decision 0065). */
export { adminCabinetRoutes } from './adminCabinet.routes';
