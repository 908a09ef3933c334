// Float32 weights as base64 of their little-endian bytes: the packed layers of
// models/pagetype/model.json, decoded by src/core/pagetype/model.ts unpackFloats.

/** @param {ArrayLike<number>} values */
export function packFloats(values) {
  const view = new DataView(new ArrayBuffer(values.length * 4));
  for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i], true);
  return Buffer.from(view.buffer).toString('base64');
}
