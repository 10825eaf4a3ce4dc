# The project's verbs. `make start` and `make test` work on a fresh clone with only Node.js and npm.
.DEFAULT_GOAL := help
SHELL := /bin/bash

NPM_STAMP := node_modules/.package-lock.json

.PHONY: bench drill help install build start test test-lts e2e stack stack-stop up down backup restore compose-check internal-keys typecheck lint format clean reset-data

# TypeScript tools run from source (the `source` export condition), so they never wait for a build.
TSX := node --import tsx --conditions=source

help: ## List the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{ printf "  make %-14s %s\n", $$1, $$2 }'

$(NPM_STAMP): package-lock.json package.json
	npm ci --no-audit --no-fund
	@touch $@

install: $(NPM_STAMP) ## Install dependencies (npm ci) when the lock file changed

build: $(NPM_STAMP) ## Compile the services and gateway, build the web app
	npm run build

start: build ## Run the whole product on http://localhost:8080 (embedded mode: Node only)
	node embedded/dist/main.js

test: $(NPM_STAMP) ## Type-check, run every test against real PostgreSQL and RabbitMQ, then on the LTS Node.js, then the browser tests
	npm run typecheck
	npx vitest run
	$(MAKE) --no-print-directory test-lts
	$(MAKE) --no-print-directory e2e

test-lts: $(NPM_STAMP) ## The suites nearest Node's own APIs (kit, contracts, gateway, catalog) again on the LTS line of .nvmrc
	npx -y node@$$(cat .nvmrc) --version
	npx -y node@$$(cat .nvmrc) node_modules/vitest/vitest.mjs run services/kit services/contracts gateway services/catalog

bench: build ## Measure API reads and writes, web bytes and the budgets on a stack of its own (ports 8093, 4200-4206)
	$(TSX) infra/bench/run-bench.ts

drill: build ## Fault drill: kill each service, restart and wipe RabbitMQ, cut SMTP under load; count lost, duplicated, oversold
	$(TSX) infra/drill/run-drill.ts

e2e: build ## Browser tests in Chromium against a fresh production-like stack of their own (ports 8089, 4100-4106)
	$(TSX) infra/stack/run-e2e.ts

backup: $(NPM_STAMP) ## One archive of the install in .data (database and uploads) in backups/, while it runs or not
	$(TSX) embedded/src/backup-cli.ts backup

restore: $(NPM_STAMP) ## Bring FILE=backups/restaurant-….tar.gz back into the install in .data (make start stopped)
	@test -n "$(FILE)" || { echo 'usage: make restore FILE=backups/restaurant-….tar.gz'; exit 2; }
	$(TSX) embedded/src/backup-cli.ts restore "$(FILE)"

stack: build ## Production-like run without containers: every service its own process, real Nginx, on :8080
	$(TSX) infra/stack/stack-cli.ts start

stack-stop: ## Stop everything `make stack` started
	$(TSX) infra/stack/stack-cli.ts stop

up: ## The containers: docker compose up --build (needs Docker and an .env, see .env.example)
	docker compose up --build

down: ## Stop the containers (their volumes stay)
	docker compose down

internal-keys: $(NPM_STAMP) ## Print new signing keys for .env (the gateway's and the booking service's key pairs)
	@$(TSX) infra/keys/print-internal-keys.ts

compose-check: $(NPM_STAMP) ## Validate docker-compose.yml without a Docker engine
	$(TSX) infra/compose-check/main.ts

typecheck: $(NPM_STAMP) ## Type-check every package, tests included
	npm run typecheck

lint: $(NPM_STAMP) ## ESLint and Prettier, read-only
	npm run lint

format: $(NPM_STAMP) ## Rewrite files in the project's format
	npm run format

clean: ## Remove build output and test artifacts
	rm -rf services/*/dist gateway/dist web/dist test-results services/catalog/seed/pictures
	find . -name '*.tsbuildinfo' -not -path './node_modules/*' -delete

reset-data: ## Delete the embedded mode's database and generated passwords (.data/)
	rm -rf .data
