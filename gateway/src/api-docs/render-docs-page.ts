import type {
  HttpMethod,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  Reference,
  ResponseObject,
} from '@ristorante/contracts/api-description';
import { namedSchemaBlock, notesOf, schemaAnchor, schemaBlock, typeOf } from './render-schema.js';
import { anchorOf, blockText, escapeHtml, inlineText } from './render-text.js';

const methods: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** A shared parameter or answer the operation names by `$ref`, looked up in the document's components. */
function resolve<T>(document: OpenApiDocument, item: T | Reference): T {
  if (typeof item !== 'object' || item === null || !('$ref' in item)) return item;
  const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(item.$ref)!;
  return (document.components as unknown as Record<string, Record<string, T>>)[section!]![name!]!;
}

/** Who may call it, at a glance: the security it takes and the route table's flags. */
function accessOf(operation: OperationObject): string {
  const security = operation.security ?? [];
  const open = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
  const badges = [
    open ? 'Public' : operation['x-owner-only'] ? 'Owner only' : 'Signed in',
    ...(security.some((requirement) => 'csrfToken' in requirement) ? ['CSRF header'] : []),
    ...(operation['x-rate-limited'] ? ['Rate-limited'] : []),
    `Service: ${operation['x-service']}`,
  ];
  return `<ul class="badges">${badges.map((badge) => `<li>${escapeHtml(badge)}</li>`).join('')}</ul>`;
}

function parametersOf(document: OpenApiDocument, operation: OperationObject): string {
  if (!operation.parameters?.length) return '';
  const rows = operation.parameters
    .map((parameter) => resolve<ParameterObject>(document, parameter))
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' <span class="required">required</span>' : ''}</td><td>${parameter.in}</td><td>${typeOf(parameter.schema)}</td><td>${[inlineText(parameter.description ?? ''), notesOf(parameter.schema)].filter(Boolean).join(' ')}</td></tr>`,
    );
  return `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function bodyOf(document: OpenApiDocument, operation: OperationObject): string {
  const body = operation.requestBody;
  if (!body) return '';
  const named = (ref: string) => document.components.schemas[ref.replace('#/components/schemas/', '')];
  const contents = Object.entries(body.content).map(
    ([type, media]) => `<p class="media-type"><code>${escapeHtml(type)}</code></p>${schemaBlock(media.schema, named)}`,
  );
  return `<h4>Body</h4>${body.description ? `<p>${inlineText(body.description)}</p>` : ''}${contents.join('')}`;
}

function answerOf(document: OpenApiDocument, status: string, item: ResponseObject | Reference): string {
  const response = resolve<ResponseObject>(document, item);
  const headers = Object.entries(response.headers ?? {}).map(
    ([name, header]) => `<li><code>${escapeHtml(name)}</code>: ${inlineText(header.description)}</li>`,
  );
  const contents = Object.entries(response.content ?? {}).map(
    ([type, media]) => `<p class="media-type"><code>${escapeHtml(type)}</code></p>${schemaBlock(media.schema)}`,
  );
  return `<tr><td class="status status-${status.charAt(0)}">${escapeHtml(status)}</td><td>${inlineText(response.description)}${headers.length > 0 ? `<ul class="headers">${headers.join('')}</ul>` : ''}</td><td>${contents.join('')}</td></tr>`;
}

function operationOf(document: OpenApiDocument, path: string, method: HttpMethod, operation: OperationObject): string {
  const answers = Object.entries(operation.responses).map(([status, item]) => answerOf(document, status, item));
  return `<article class="operation" id="op-${operation.operationId}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>
<p class="summary">${inlineText(operation.summary)}</p>
${accessOf(operation)}
${blockText(operation.description)}
${parametersOf(document, operation)}
${bodyOf(document, operation)}
<h4>Answers</h4><table class="answers"><thead><tr><th scope="col">Status</th><th scope="col">When</th><th scope="col">Body</th></tr></thead><tbody>${answers.join('')}</tbody></table>
</article>`;
}

function operationsByTag(document: OpenApiDocument): Map<string, string[]> {
  const byTag = new Map(document.tags.map((tag) => [tag.name, [] as string[]]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (operation) byTag.get(operation.tags[0]!)?.push(operationOf(document, path, method, operation));
    }
  }
  return byTag;
}

function authentication(document: OpenApiDocument): string {
  const rows = Object.entries(document.components.securitySchemes).map(
    ([name, scheme]) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td>${scheme.in}</td><td><code>${escapeHtml(scheme.name)}</code></td><td>${inlineText(scheme.description)}</td></tr>`,
  );
  return `<section id="authentication"><h2>Authentication</h2><table><thead><tr><th scope="col">Scheme</th><th scope="col">In</th><th scope="col">Name</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function schemas(document: OpenApiDocument): string {
  const items = Object.entries(document.components.schemas).map(([name, schema]) => {
    return `<article class="schema" id="${schemaAnchor(name)}"><h3>${escapeHtml(name)}</h3>${namedSchemaBlock(schema)}</article>`;
  });
  return `<section id="schemas"><h2>Schemas</h2>${items.join('\n')}</section>`;
}

/**
 * The API page for developers, from the OpenAPI document the gateway serves: operations by tag, each with its
 * parameters, body and answers, then the named schemas. Nothing but HTML and the stylesheet at `paths.stylesheet`:
 * no script, no inline style, so it renders under the site's Content-Security-Policy.
 */
export function renderDocsPage(document: OpenApiDocument, paths: { document: string; stylesheet: string }): string {
  const byTag = operationsByTag(document);
  const tagSections = document.tags.map(
    (tag) =>
      `<section id="tag-${anchorOf(tag.name)}"><h2>${escapeHtml(tag.name)}</h2>${blockText(tag.description)}\n${byTag.get(tag.name)!.join('\n')}</section>`,
  );
  const contents = [
    ...document.tags.map(
      (tag) => `<li><a href="#tag-${anchorOf(tag.name)}">${escapeHtml(tag.name)}</a> (${byTag.get(tag.name)!.length})</li>`,
    ),
    '<li><a href="#authentication">Authentication</a></li>',
    '<li><a href="#schemas">Schemas</a></li>',
  ];
  const title = escapeHtml(document.info.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${escapeHtml(paths.stylesheet)}">
</head>
<body>
<header>
<h1>${title}</h1>
<p class="version">Version ${escapeHtml(document.info.version)}, OpenAPI ${escapeHtml(document.openapi)}: <a href="${escapeHtml(paths.document)}">the document as JSON</a></p>
${blockText(document.info.description)}
</header>
<nav aria-label="Contents"><h2>Contents</h2><ul>${contents.join('')}</ul></nav>
<main>
${tagSections.join('\n')}
${authentication(document)}
${schemas(document)}
</main>
</body>
</html>
`;
}
