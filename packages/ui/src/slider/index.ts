export {Slider} from './Slider';
export type {SliderMark, SliderProps} from './Slider';
