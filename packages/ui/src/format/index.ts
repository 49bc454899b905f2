export {formatClock} from './formatClock';
export type {ClockRounding, FormatClockOptions} from './formatClock';
export {formatFileSize} from './formatFileSize';
