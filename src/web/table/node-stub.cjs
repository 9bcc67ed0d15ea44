/*
 * Stands in for every Node built-in module (`node:fs`, `node:crypto`, ...) in the browser
 * bundles of the table and the viewer (src/web/build.ts aliases them here). The table
 * takes its bots from the bot registry's Node-free part (bots/builtin-bots.ts), but the
 * search's thread clock (src/core/thread-clock.ts) reads /proc with node:fs. The game registry loads
 * Archipelago's layout reader, which reads its designed islands from files. Any name read
 * from a stand-in module is a function that does nothing and returns itself, so loading
 * those modules succeeds in a page; what calls them there gets no data.
 */
const unavailable = function () { return unavailable; };
// Every name is found on the prototype, which esbuild's module interop also copies.
module.exports = Object.create(new Proxy({}, { get: (_, key) => (key === '__esModule' ? undefined : unavailable) }));
