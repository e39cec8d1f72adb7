/** WCAG 2 relative luminance and contrast ratio of opaque sRGB colours (#rgb or #rrggbb). */

export function parseHex(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio (1 to 21) of two opaque colours, or null when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const front = parseHex(foreground);
  const back = parseHex(background);
  if (!front || !back) return null;
  const [lighter, darker] = [luminance(front), luminance(back)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
