import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from 'shared-api/contract';

/**
 * The inline script of the English home page `/` only (docs/decisions/bare-address-language.md): a reader whose
 * language is Nepali (the `portal.language` the browser keeps: the toggle, or the last public page read) and who
 * types the bare address goes on to the Nepali home page `/ne/` before anything is painted. Not when they came from
 * one of the portal's own pages (a same-origin referrer): that is a link followed, the toggle to English among them. The page itself stays
 * one page for everyone (no cookie varies it, every cache keeps it); crawlers and first visits have no such choice
 * and see English. Every other URL shows its own language, so a shared link opens as it was shared. A constant:
 * the CSP allows it by its hash (`LANGUAGE_RETURN_CSP_SOURCE`).
 */
export const LANGUAGE_RETURN_SCRIPT =
  `try{var r=document.referrer;if(localStorage.getItem("${STORAGE_KEYS.language}")==="ne"&&` +
  '(!r||new URL(r).origin!==location.origin))location.replace("/ne/"+location.search+location.hash)}catch(e){}';

/** The CSP script source that allows `LANGUAGE_RETURN_SCRIPT` (and only it) to run inline. */
export const LANGUAGE_RETURN_CSP_SOURCE = `'sha256-${createHash('sha256').update(LANGUAGE_RETURN_SCRIPT).digest('base64')}'`;
