# syntax=docker/dockerfile:1
# Congrega, production image (README "Production"): one server copy; run several behind a proxy (compose.yaml).
# Not built in this repository's CI (no container daemon there): linted only, see README.

# 1. Dependencies and the web build (dev dependencies needed: Vite, TypeScript).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (the server runs its TypeScript with tsx, a production dependency).
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --omit=dev --no-audit --no-fund

# 3. Runtime: ffmpeg for uploaded videos, no build tools, a non-root user, the data folder as a volume.
FROM node:22-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json ./
COPY --chown=root:root packages/contract ./packages/contract
COPY --chown=root:root apps/server ./apps/server
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=root:root /app/apps/web/dist-admin ./apps/web/dist-admin
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself (not `npm start`: the web app is already built, and signals reach node directly).
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
