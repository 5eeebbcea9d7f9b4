// The architecture's import boundaries as one ESLint rule (docs/architecture.md, "Boundaries"):
// - a web feature reaches another feature only through its public entry, `features/<name>/index.ts`
//   (tests excepted: they may import the modules they test);
// - nothing in `features/` imports the app shell (`app/`), which composes the features;
// - an API route file (`modules/<m>/routes.ts`, `modules/<m>/*-routes.ts`) imports neither the
//   database tables (`db/schema`) nor `drizzle-orm`, and holds no SQL text: SQL lives in the
//   module's service.
import path from 'node:path';

const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
const API_MODULES = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}modules${path.sep}`;

/** The absolute path an import names, for '@/…' (web alias) and relative imports; null for packages. */
function target(fromFile, source) {
  if (source.startsWith('@/')) {
    const at = fromFile.indexOf(WEB_SRC);
    return at < 0 ? null : path.join(fromFile.slice(0, at + WEB_SRC.length), source.slice(2));
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

/** `{ root, name, rest }` when the file lies in apps/web/src/features/<name>/…; null otherwise. */
function webFeature(file) {
  const at = file.indexOf(`${WEB_SRC}features${path.sep}`);
  if (at < 0) return null;
  const [name, ...rest] = file.slice(at + WEB_SRC.length + 'features/'.length).split(path.sep);
  return { root: file.slice(0, at + WEB_SRC.length), name, rest };
}

/** SQL in a string: the statement keywords as SQL is written here (upper case), not prose. */
const SQL_TEXT = /\bSELECT\b[\s\S]*\bFROM\b|\bINSERT INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE FROM\b/;

const isPublicEntry = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the architecture’s boundaries' },
    messages: {
      featureInternals: 'Feature "{{from}}" reaches into feature "{{to}}": import "@/features/{{to}}" (its index.ts) instead.',
      featureImportsApp: 'A feature must not import the app shell ({{source}}); move what it needs to lib/ or pass it in.',
      routeImportsDb: 'A route file must not import {{source}}: put the SQL in the module’s service.',
      routeHoldsSql: 'A route file must not hold SQL: put it in the module’s service.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    // A test may reach into the modules it tests; the boundary is for the shipped code.
    const from = /\.test\.tsx?$/.test(file) ? null : webFeature(file);
    const isRouteFile = file.includes(API_MODULES) && /(^|[-/\\])routes\.ts$/.test(path.basename(file));
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      if (isRouteFile && (source === 'drizzle-orm' || source.startsWith('drizzle-orm/') || /(^|\/)db\/schema(\/|$)/.test(source))) {
        context.report({ node: node.source, messageId: 'routeImportsDb', data: { source } });
        return;
      }
      if (!from) return;
      const resolved = target(file, source);
      if (!resolved) return;
      if (resolved.startsWith(`${from.root}app${path.sep}`) || resolved === `${from.root}app`) {
        context.report({ node: node.source, messageId: 'featureImportsApp', data: { source } });
        return;
      }
      const to = webFeature(resolved.endsWith(path.sep) ? resolved : `${resolved}`);
      if (to && to.name !== from.name && !isPublicEntry(to.rest)) {
        context.report({ node: node.source, messageId: 'featureInternals', data: { from: from.name, to: to.name } });
      }
    }
    function checkSql(node, text) {
      if (isRouteFile && SQL_TEXT.test(text)) context.report({ node, messageId: 'routeHoldsSql' });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      Literal: (node) => typeof node.value === 'string' && checkSql(node, node.value),
      TemplateLiteral: (node) => checkSql(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ')),
    };
  },
};

export default { rules: { boundaries } };
