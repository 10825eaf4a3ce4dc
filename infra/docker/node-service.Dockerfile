# syntax=docker/dockerfile:1
# One recipe for every Node deployable: catalog, booking, inbox, auth, notification-worker, gateway and renderer.
# docker-compose.yml passes WORKSPACE (the npm workspace), PACKAGE_DIR (its folder) and PORT; WITH_WEB=1 adds the
# web app's build (the renderer renders its pages: web/dist and the self-contained web/dist-server).
# The Node.js LTS line of .nvmrc (docs/decisions.md 126): infra/docker/dockerfiles.test.ts keeps them the same.
ARG NODE_IMAGE=node:24-bookworm-slim

# The dependency manifests only: the lock file and every workspace's package.json (npm ci needs each workspace
# the root lists). Installs below depend on these files alone, so a change to the source reuses their layers.
# infra/docker/dockerfiles.test.ts checks that this list names every workspace of the root package.json.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
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

# Compile the deployable and the workspace packages it imports (its `build` script: tsc -b follows the project
# references; the catalog's also makes the seed pictures' variants, docs/decisions.md 121). The install comes
# before any source and before the per-service arguments, so all seven images share its layer.
FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
ARG WORKSPACE
ARG PACKAGE_DIR
ARG WITH_WEB=""
RUN npm run build -w "${WORKSPACE}" \
 && if [ -n "${WITH_WEB}" ]; then npm run build -w web && mkdir -p /out/web && cp -r web/dist web/dist-server /out/web/; fi \
 && mkdir -p /out \
 && for dir in services/contracts services/kit "${PACKAGE_DIR}"; do \
      mkdir -p "/out/${dir}" && cp -r "${dir}/package.json" "${dir}/dist" "/out/${dir}/" \
      && if [ -d "${dir}/migrations" ]; then cp -r "${dir}/migrations" "/out/${dir}/"; fi \
      && if [ -d "${dir}/seed" ]; then cp -r "${dir}/seed" "/out/${dir}/"; fi; \
    done \
 && printf "import './%s/dist/main.js';\n" "${PACKAGE_DIR}" > /out/start.mjs

# Production dependencies of this one workspace, nothing else (no dev tools, no other service's packages). npm
# reads only the manifests for it, so no source is copied here.
FROM manifests AS prod-deps
ARG WORKSPACE
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund -w "${WORKSPACE}"

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod-deps /app/package.json ./package.json
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /out/ ./
# Folders a service may write (the catalog's uploaded images, the renderer's pages): a named volume mounted
# here takes its owner.
RUN mkdir -p /data/media /data/pages && chown -R node:node /data
ARG PORT=4000
ENV PORT=${PORT}
EXPOSE ${PORT}
USER node
# Ready means its database and its bus answer (GET /readyz); compose waits for it before starting dependants.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "start.mjs"]
