# Startline's image (docs/operations.md). Two stages: `build` installs everything and runs
# `npm run build` (the app's static files and first screens); the runtime stage installs only the
# production dependencies and runs `npm run serve`'s command on what the build stage left.
# The server runs its TypeScript through tsx, a production dependency (README: why not a bundle).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    UPLOAD_DIR=/var/lib/startline/uploads \
    NODE_OPTIONS=--enable-source-maps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY openapi.yaml ./
COPY server ./server
COPY src/domain ./src/domain
COPY docs/catalog.schema.json ./docs/catalog.schema.json
COPY public ./public
COPY scripts/build-output.ts ./scripts/build-output.ts
RUN mkdir -p /var/lib/startline/uploads && chown -R node:node /var/lib/startline
USER node
EXPOSE 8080
# Liveness only: readiness (/readyz) is the proxy's and the orchestrator's to ask.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1's child of nothing else, so SIGTERM from `docker stop` reaches it and drains.
CMD ["node", "--import", "tsx", "server/main.ts", "--built"]
