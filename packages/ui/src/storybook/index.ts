export {click, press, typeText} from './interact';
