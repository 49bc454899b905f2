import type {IntlShape} from 'react-intl';

/**
 * A byte count in decimal units for the locale ("4,4 MB"), in the largest unit under `unitOf`, so
 * that a part and its whole read alike ("0,8 MB of 9,4 MB").
 */
export function formatFileSize(intl: IntlShape, bytes: number, unitOf: number = bytes): string {
  const units = [
    ['gigabyte', 1e9],
    ['megabyte', 1e6],
    ['kilobyte', 1e3],
  ] as const;
  for (const [unit, size] of units) {
    if (unitOf >= size) {
      const amount = bytes / size;
      return intl.formatNumber(amount, {style: 'unit', unit, maximumFractionDigits: amount < 10 ? 1 : 0});
    }
  }
  return intl.formatNumber(bytes, {style: 'unit', unit: 'byte'});
}
