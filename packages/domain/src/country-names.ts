/**
 * A country's name from the ISO 3166 code an app's record holds ('AU' reads 'Australia'), for the
 * listing's country filter and its chip. A value that is no two-letter code is shown as it is.
 */
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
