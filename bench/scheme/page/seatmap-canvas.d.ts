// The package's own types point at a file it does not ship; the benchmark needs only this.
declare module '@alisaitteke/seatmap-canvas' {
  export class SeatMapCanvas {
    constructor(selector: string, config: unknown);
  }
}
