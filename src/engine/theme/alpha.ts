/** A theme colour (#rrggbb) with an opacity, as #rrggbbaa. Keeps every colour derived from the theme. */
export function withAlpha(colour: string, opacity: number): string {
  const clamped = Math.min(1, Math.max(0, opacity));
  const alpha = Math.round(clamped * 255)
    .toString(16)
    .padStart(2, '0');
  return `${colour.slice(0, 7)}${alpha}`;
}
