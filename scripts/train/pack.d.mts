export function float32Text(value: number): number;
export function packFloats(values: ArrayLike<number>): number[];
