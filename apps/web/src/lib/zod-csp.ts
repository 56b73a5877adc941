/**
 * zod 4 tries `new Function("")` the first time it builds an object schema, to see whether it may compile faster
 * parsers. The server's Content-Security-Policy (script-src 'self') forbids that, so the probe fails anyway, and
 * Chrome reports each attempt as a CSP violation (Lighthouse "Issues were logged", best practices). zod reads its
 * settings from this global, shared by every copy of zod, so setting it here, before the first chunk that carries
 * zod runs, skips the probe without bringing zod into the entry script.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
