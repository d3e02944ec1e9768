/**
 * A link target for an employer's stored website: an http(s) URL as it is, a bare host ("example.com") with
 * https:// in front, anything else (javascript:, mailto:, not a URL) null, so it is shown as no link at all.
 */
export function websiteHref(website: string): string | null {
  const text = website.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
