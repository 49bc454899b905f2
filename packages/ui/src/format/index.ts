export {formatFileSize} from './formatFileSize';
