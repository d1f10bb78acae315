// `npm run dev`: the API plus Vite in middleware mode, so the app hot-reloads on the same origin.
import { createServer as createViteServer } from 'vite';
import middie from '@fastify/middie';
import { startServer } from './main';

const { app, config } = await startServer({ serveStatic: false });
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'spa' });
await app.register(middie);
app.use((request, response, next) => {
  const url = request.url ?? '';
  // The API and the server's own plain routes stay with Fastify; everything else is Vite's.
  if (/^\/(api\/|config\.json|sandbox\/|uploads\/files\/|healthz|__outbox)/.test(url)) return next();
  vite.middlewares(request, response, next);
});
await app.listen({ host: config.host, port: config.port });
console.log(`Startline (dev) on http://${config.host}:${config.port}`);
