# syntax=docker/dockerfile:1
# The web app, built by Vite and served by Nginx with infra/nginx (the same config as `make stack`), with the
# guest pages the renderer writes into the shared `pages` volume (mounted at PAGES_DIR).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The dependency manifests first, every workspace's (npm ci needs each one the root lists), then the install:
# a change to the source reuses its layer. infra/docker/dockerfiles.test.ts checks that the list is complete.
COPY package.json package-lock.json ./
COPY services/contracts/package.json services/contracts/
COPY services/kit/package.json services/kit/
COPY services/catalog/package.json services/catalog/
COPY services/booking/package.json services/booking/
COPY services/inbox/package.json services/inbox/
COPY services/auth/package.json services/auth/
COPY services/notification-worker/package.json services/notification-worker/
COPY services/renderer/package.json services/renderer/
COPY gateway/package.json gateway/
COPY embedded/package.json embedded/
COPY web/package.json web/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web

# The unprivileged Nginx image runs as a non-root user and renders /etc/nginx/templates/*.template at start.
# 1.28: open-source Nginx re-resolves upstream names (`server … resolve`) from 1.27.3 on.
FROM nginxinc/nginx-unprivileged:1.28-alpine
COPY infra/nginx/restaurant.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/web/dist /usr/share/nginx/html
ENV LISTEN_PORT=8080 \
    WEB_ROOT=/usr/share/nginx/html \
    PAGES_DIR=/usr/share/nginx/pages \
    GATEWAY_UPSTREAM="gateway:4000 resolve" \
    DNS_RESOLVER=127.0.0.11 \
    CACHE_DIR=/tmp/nginx-cache \
    ACCESS_LOG=/var/log/nginx/access.log \
    NGINX_ENVSUBST_FILTER=^(LISTEN_PORT|WEB_ROOT|PAGES_DIR|GATEWAY_UPSTREAM|DNS_RESOLVER|CACHE_DIR|ACCESS_LOG)$
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
