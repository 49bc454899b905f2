export {readCookie} from './readCookie';
