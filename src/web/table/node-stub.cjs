/*
 * Stands in for every Node built-in module (`node:fs`, `node:crypto`, ...) in the table's
 * browser bundle (src/web/build.ts aliases them here). The bot registry also builds bots
 * from files and external programs (bots/file-bot.ts, bots/external-bot.ts), which need
 * Node; the table never builds those (session.ts refuses their specs), but their modules
 * are loaded with the registry. Any name read from a stand-in module is a function that
 * does nothing and returns itself, so loading those modules succeeds in a page.
 */
const unavailable = function () { return unavailable; };
// Every name is found on the prototype, which esbuild's module interop also copies.
module.exports = Object.create(new Proxy({}, { get: (_, key) => (key === '__esModule' ? undefined : unavailable) }));
