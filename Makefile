# The project's verbs. `make start` and `make test` work on a fresh clone with only Node.js and npm.
.DEFAULT_GOAL := help
SHELL := /bin/bash

NPM_STAMP := node_modules/.package-lock.json

.PHONY: help install build start test typecheck lint format clean reset-data

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{ printf "  make %-11s %s\n", $$1, $$2 }'

$(NPM_STAMP): package-lock.json package.json
	npm ci --no-audit --no-fund
	@touch $@

install: $(NPM_STAMP) ## Install dependencies (npm ci) when the lock file changed

build: $(NPM_STAMP) ## Compile the services and gateway, build the web app
	npm run build

start: build ## Run the whole product on http://localhost:8080 (embedded mode: Node only)
	node services/embedded/dist/main.js

test: $(NPM_STAMP) ## Type-check and run every test against real PostgreSQL and RabbitMQ
	npm run typecheck
	npx vitest run

typecheck: $(NPM_STAMP) ## Type-check every package, tests included
	npm run typecheck

lint: $(NPM_STAMP) ## ESLint and Prettier, read-only
	npm run lint

format: $(NPM_STAMP) ## Rewrite files in the project's format
	npm run format

clean: ## Remove build output
	rm -rf services/*/dist gateway/dist web/dist
	find . -name '*.tsbuildinfo' -not -path './node_modules/*' -delete

reset-data: ## Delete the embedded mode's database and generated passwords (.data/)
	rm -rf .data
