/** The distinct ArrayBuffers of the typed arrays in `value` (searched a few levels deep), to transfer instead of copy. */
export function transferablesOf(value: unknown, depth = 3): ArrayBuffer[] {
  const found = new Set<ArrayBuffer>();
  const visit = (item: unknown, level: number) => {
    if (ArrayBuffer.isView(item)) {
      if (item.buffer instanceof ArrayBuffer && item.buffer.byteLength > 0) found.add(item.buffer);
    } else if (item && typeof item === 'object' && level < depth) {
      for (const child of Array.isArray(item) ? item : Object.values(item)) visit(child, level + 1);
    }
  };
  visit(value, 0);
  return [...found];
}
