export interface TrainedSvm { vectors: number[]; coef: number[]; bias: number; steps?: number }
export function trainSvm(X: Float64Array, y: Int8Array, p: { c: number; gamma: number }): TrainedSvm;
export function svmDecide(model: TrainedSvm, gamma: number, X: Float64Array, count: number): Float64Array;
