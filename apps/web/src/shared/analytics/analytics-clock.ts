let offsetMs = 0;

/**
 * How far the server's clock runs ahead of this browser's (negative: behind), from the last analytics answer's
 * ts (ANA-03); 0 until one arrived. Anything that must agree with the server's time can add it to Date.now().
 */
export function serverClockOffsetMs(): number {
  return offsetMs;
}

export function setServerClockOffset(ms: number): void {
  offsetMs = ms;
}
