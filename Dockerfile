# syntax=docker/dockerfile:1
# The portal server (API and built web app) as one image; see docs/operations.md and compose.yaml.

# The workspaces' manifests and the driver's patch (npm ci's postinstall applies patches/ with
# patch-package, a dependency of the server): what both installs below start from.
FROM node:20-slim AS manifests
WORKDIR /portal
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
COPY patches/ patches/

# Build: every workspace's dependencies, then the web app and the server bundle.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production packages only: the bundle inlines the @portal/* sources and leaves every npm
# package (sharp, @node-rs/argon2, PGlite, postgres, ioredis…) to node_modules (apps/server/build.mjs).
FROM manifests AS server-packages
# Run again explicitly: the patch must be in the image whether or not a workspace install ran the root's postinstall.
RUN npm ci --omit=dev --workspace @portal/server --no-audit --no-fund && npx --no-install patch-package

# Runtime: what `node apps/server/dist/server.js` reads, as the unprivileged `node` user.
FROM node:20-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/var/lib/portal
WORKDIR /portal
COPY --from=server-packages /portal/package.json ./
COPY --from=server-packages /portal/node_modules node_modules
# npm keeps some of the server's packages beside it (drizzle-orm, by the lockfile): the bundle finds them there.
COPY --from=server-packages /portal/apps/server/node_modules apps/server/node_modules
COPY --from=build /portal/apps/server/package.json apps/server/
COPY --from=build /portal/apps/server/dist apps/server/dist
# Read beside the bundle: the migrations, the demo videos’ files, the brands’ looks, the built web app.
COPY --from=build /portal/apps/server/drizzle apps/server/drizzle
COPY --from=build /portal/apps/server/demo-media apps/server/demo-media
COPY --from=build /portal/apps/server/brands apps/server/brands
COPY --from=build /portal/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/portal && chown node:node /var/lib/portal
USER node
VOLUME /var/lib/portal
EXPOSE 8080
# Liveness (no database access): a failing check means the process itself is stuck.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server drains on SIGTERM (SHUTDOWN_DRAIN_DELAY_MS, SHUTDOWN_GRACE_MS); run with --init (compose: init: true)
# so a signal reaches node through a minimal init that also reaps any child process.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
