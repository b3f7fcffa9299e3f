const React = require('react'); const { renderToPipeableStream } = require('react-dom/server'); const { PassThrough } = require('node:stream');
const rrs = require('react-router-dom/server'); const rrd = require('react-router-dom');
const v8 = require('node:v8');
const old = () => v8.getHeapSpaceStatistics().filter(x => x.space_name !== 'new_space').reduce((a, x) => a + x.space_used_size, 0);
const e = React.createElement;
function Page() { const d = rrd.useLoaderData(); const items = []; for (let i = 0; i < 400; i++) items.push(e('li', { key: i }, 'item ' + i + ' ' + 'y'.repeat(100) + d.n)); return e('ul', null, items); }
function Root() { return e('html', null, e('body', null, e(rrd.Outlet))); }
const routeDefs = () => [{ id: 'root', path: '/', element: e(Root), loader: () => ({ r: 1 }), children: [{ id: 'page', path: 'x', element: e(Page), loader: () => ({ n: Math.random(), big: new Array(1000).fill(0).map((_, i) => ({ i })) }) }] }];
const MODE = process.env.MODE;
const R = require('@remix-run/router'); const RR = require('react-router');
function mine(routes, context) {
  let manifest = {};
  let dataRoutes = MODE.includes('noconvert') ? routes : R.UNSAFE_convertRoutesToDataRoutes(routes, RR.UNSAFE_mapRouteProperties, undefined, manifest);
  let matches = MODE.includes('nomatches') ? [] : context.matches.map(match => ({ ...match, route: manifest[match.route.id] || match.route }));
  if (MODE.includes('noliteral')) return;
  return { get state() { return { location: context.location, matches, loaderData: context.loaderData }; }, get routes() { return dataRoutes; } };
}
async function render(n) {
  if (MODE === 'noquery') { const el = e('html', null, e('body', null, 'x')); return new Promise((res) => { const { pipe } = renderToPipeableStream(el, { onAllReady() { const body = new PassThrough(); body.on('data', () => {}); body.on('end', res); pipe(body); } }); }); }
  if (MODE === 'loaderonly') { const routes = routeDefs(); const d = await routes[0].children[0].loader(); globalThis.__x = d.n; return; }
  if (MODE === 'querystatic') { const routes = routeDefs(); const { query, dataRoutes } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); const router = rrs.createStaticRouter(dataRoutes, context); globalThis.__y = router.state.location; return; }
  if (MODE === 'queryrender') { const routes = routeDefs(); const { query } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); const el = e('html', null, e('body', null, 'x')); return new Promise((res) => { const { pipe } = renderToPipeableStream(el, { onAllReady() { const body = new PassThrough(); body.on('data', () => {}); body.on('end', res); pipe(body); } }); }); }
  if (MODE === 'staticgap') { const routes = routeDefs(); const { query, dataRoutes } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); const router = rrs.createStaticRouter(dataRoutes, context); await new Promise(r => setImmediate(r)); await new Promise(r => setImmediate(r)); globalThis.__y = router.state.location; return; }
  if (MODE === 'querygap') { const routes = routeDefs(); const { query, dataRoutes } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); await new Promise(r => setImmediate(r)); await new Promise(r => setImmediate(r)); globalThis.__y = context.location; return; }
  if (MODE === 'staticdrop') { const routes = routeDefs(); const { query, dataRoutes } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); let router = rrs.createStaticRouter(dataRoutes, context); router = null; await new Promise(r => setImmediate(r)); return; }
  if (MODE === 'convertgap') { const routes = routeDefs(); const { query, dataRoutes } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); const r2 = require('@remix-run/router').UNSAFE_convertRoutesToDataRoutes(dataRoutes, (r) => ({}), undefined, {}); await new Promise(r => setImmediate(r)); globalThis.__z = r2.length; return; }
  if (MODE === 'gaponly') { const routes = routeDefs(); const { query, dataRoutes } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); await new Promise(r => setImmediate(r)); globalThis.__z = dataRoutes.length; return; }
  if (MODE === 'convertrr') { const routes = routeDefs(); const { query, dataRoutes } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); const r2 = require('@remix-run/router').UNSAFE_convertRoutesToDataRoutes(dataRoutes, require('react-router').UNSAFE_mapRouteProperties, undefined, {}); await new Promise(r => setImmediate(r)); globalThis.__z = r2.length; return; }
  if (MODE === 'matchesgap') { const routes = routeDefs(); const { query, dataRoutes } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); const m = context.matches.map(x => ({ ...x })); await new Promise(r => setImmediate(r)); globalThis.__z = m.length; return; }
  if (MODE.startsWith('mine')) { const routes = routeDefs(); const { query, dataRoutes } = rrs.createStaticHandler(routes); const context = await query(new Request('http://localhost/x')); mine(dataRoutes, context); await new Promise(r => setImmediate(r)); return; }
  if (MODE === 'querynosignal') { const routes = routeDefs(); const { query } = rrs.createStaticHandler(routes); const req = new Request('http://localhost/x'); const context = await query(req); return; }
  const routes = routeDefs();
  const { query, dataRoutes } = rrs.createStaticHandler(routes);
  const context = await query(new Request('http://localhost/x'));
  const router = rrs.createStaticRouter(dataRoutes, context);
  const el = MODE === 'plain' ? e('html', null, e('body', null, 'x')) : e(rrs.StaticRouterProvider, { router, context, hydrate: false });
  return new Promise((res) => { const { pipe } = renderToPipeableStream(el, { onAllReady() { const body = new PassThrough(); body.on('data', () => {}); body.on('end', res); pipe(body); } }); });
}
(async () => {
  for (let i = 0; i < 40; i++) await render(i);
  for (let r = 0; r < 3; r++) {
    gc({ type: 'minor' }); gc({ type: 'minor' });
    for (let i = 0; i < 20; i++) await render(i);
    await new Promise(r => setTimeout(r, 100));
    const b = old(); gc({ type: 'minor' }); gc({ type: 'minor' }); console.log(MODE, 'promoted KB/render', ((old() - b) / 1024 / 20).toFixed(0));
  }
})();
