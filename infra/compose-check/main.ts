import { fileURLToPath } from 'node:url';
import { checkCompose } from './check-compose.js';

// `make compose-check`: prints each problem and fails, or says the file is fine.
const root = fileURLToPath(new URL('../../', import.meta.url));
const problems = checkCompose(root);
for (const problem of problems) console.error(`compose-check: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log('compose-check: docker-compose.yml is valid, every service has its healthcheck and Dockerfile, and it scales');
