/** A quantized TopoJSON topology's transform and arcs (what the map scripts read). */
export type QuantizedArcs = {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
};

/**
 * The arcs as longitude/latitude, rounded to three decimals (about 100 m): they are
 * delta-encoded, quantized positions. Used by scripts/turkiye-outline.ts and
 * scripts/turkiye-provinces.ts.
 */
export function decodeArcs(topology: QuantizedArcs): [number, number][][] {
  const { scale, translate } = topology.transform;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]): [number, number] => {
      x += dx;
      y += dy;
      return [round(x * scale[0] + translate[0]), round(y * scale[1] + translate[1])];
    });
  });
}
