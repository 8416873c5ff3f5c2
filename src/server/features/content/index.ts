/** The content feature's public entry: captchas and the menu counters (assembled from providers). */
export { deleteStaleCaptchas } from './content.repository';
export { contentRoutes } from './content.routes';
export { drawCaptchaQuestion, verifyCaptcha } from './content.usecases';
