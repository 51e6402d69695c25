/** Time left until a moment, in words ('14 min 58 s'), for the locked cart's countdown. */
export function timeLeftInWords(until: Date | null, now: Date): string {
  const left = until === null ? 0 : Math.max(0, until.getTime() - now.getTime());
  const seconds = Math.floor(left / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes === 0 ? `${seconds % 60} s` : `${minutes} min ${seconds % 60} s`;
}
