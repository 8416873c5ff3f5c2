/** The public start page a visitor sees at `/`. */
export { StartPage } from './StartPage';
