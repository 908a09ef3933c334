export const WEIGHT_DIGITS: number;
export function packFloats(values: ArrayLike<number>): number[];
