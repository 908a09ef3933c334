export function packFloats(values: ArrayLike<number>): string;
