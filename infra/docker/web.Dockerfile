# syntax=docker/dockerfile:1
# The web app, built by Vite and served by Nginx with infra/nginx (the same config as `make stack`), with the
# guest pages the renderer writes into the shared `pages` volume (mounted at PAGES_DIR).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund && npm run build -w web

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
