export {demoPeaks} from './demoPeaks';
export type {DemoPeaksOptions} from './demoPeaks';
