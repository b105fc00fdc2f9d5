import * as paths from '@manara/api-client/paths';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import routesDoc from '../../../docs/product/routes.md?raw';
import routerSource from './router.tsx?raw';

/*
 * docs/product/routes.md against the router (decision 068): every route has a row and every row a route,
 * each in the right table (in the frame or not) and with the right "who". The router is read as source,
 * not imported, so this runs in Node without the pages it loads; a route module's guard is the
 * `<RequireSignedIn>` or `<RequireAdmin>` it wraps its page in.
 */

const { sitePaths } = paths;

/** Who may open a page: the first words of the "who" column. */
const WHO = ['anyone', 'visitors', 'signed in', 'admins'] as const;
type Who = (typeof WHO)[number];

const GUARDS: Record<string, Who> = { RedirectIfSignedIn: 'visitors', RequireSignedIn: 'signed in', RequireAdmin: 'admins' };

const routeModules = import.meta.glob<string>('./routes/**/*.tsx', { query: '?raw', import: 'default', eager: true });

interface Route {
  path: string;
  framed: boolean;
  who: Who;
}

function moduleSource(specifier: string): string {
  const source = routeModules[`${specifier}.tsx`];
  if (source === undefined) throw new Error(`router.tsx loads ${specifier}, which is not a file under src/routes`);
  return source;
}

/** The guard a route module wraps its page in, if any: its own, or the one `signedInPage(…)` adds. */
function guardOf(source: string): Who | undefined {
  const found = Object.keys(GUARDS).filter((guard) => new RegExp(`<${guard}\\b`).test(source));
  if (/\bsignedInPage\(/.test(source)) found.push('RequireSignedIn');
  if (found.length > 1) throw new Error(`a route module wraps its page in ${found.join(' and ')}`);
  return found[0] === undefined ? undefined : GUARDS[found[0]];
}

/** Reads router.tsx: the `routes` table, with each route's full path, its frame and who may open it. */
function readRouter(): Route[] {
  const file = ts.createSourceFile('router.tsx', routerSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const declarations = new Map<string, ts.Expression>();
  const imports = new Map<string, string>();
  file.forEachChild((node) => {
    if (ts.isVariableStatement(node)) {
      for (const declaration of node.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) declarations.set(declaration.name.text, declaration.initializer);
      }
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)) {
      for (const binding of node.importClause.namedBindings.elements) imports.set(binding.name.text, node.moduleSpecifier.text);
    }
  });
  const unreadable = (node: ts.Node): never => {
    throw new Error(`router.tsx: cannot read \`${node.getText(file)}\`; teach apps/site/src/routesDoc.test.ts this shape`);
  };
  const unwrap = (node: ts.Expression): ts.Expression => (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) ? unwrap(node.expression) : node);

  /** A value the table is built from: a string, `sitePaths.x.pattern`, `sitePaths.x(arg)`, a bound name. */
  function evaluate(node: ts.Expression, scope: Map<string, string>): string {
    const expression = unwrap(node);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
    if (ts.isIdentifier(expression) && scope.has(expression.text)) return scope.get(expression.text) ?? '';
    const page = (name: ts.Expression) => {
      const builder = ts.isPropertyAccessExpression(name) && name.expression.getText(file) === 'sitePaths' ? sitePaths[name.name.text as keyof typeof sitePaths] : undefined;
      return builder ?? unreadable(name);
    };
    if (ts.isPropertyAccessExpression(expression) && expression.name.text === 'pattern') return page(expression.expression).pattern;
    if (ts.isCallExpression(expression)) {
      const builder = page(expression.expression) as (...args: string[]) => string;
      return builder(...expression.arguments.map((argument) => evaluate(argument, scope)));
    }
    return unreadable(expression);
  }

  /** The module a lazy page loads: `() => import('./routes/x')`, or such a loader found in a table by key. */
  function loadedModule(node: ts.Expression, scope: Map<string, string>): string {
    const expression = unwrap(node);
    if (ts.isArrowFunction(expression) && ts.isCallExpression(expression.body) && expression.body.expression.kind === ts.SyntaxKind.ImportKeyword) {
      return evaluate(expression.body.arguments[0] ?? unreadable(expression), scope);
    }
    if (ts.isElementAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      const table = declarations.get(expression.expression.text);
      const key = evaluate(expression.argumentExpression, scope);
      const entry = table && ts.isObjectLiteralExpression(table) ? table.properties.find((property) => property.name?.getText(file) === key) : undefined;
      if (entry && ts.isPropertyAssignment(entry)) return loadedModule(entry.initializer, scope);
    }
    return unreadable(expression);
  }

  /** What an element adds to its routes: the frame, a guard, or (a page) the module whose guard counts. */
  function readElement(node: ts.Expression, scope: Map<string, string>): { framed?: true; who?: Who } {
    const expression = unwrap(node);
    if (ts.isJsxSelfClosingElement(expression) || ts.isJsxElement(expression)) {
      const tag = (ts.isJsxElement(expression) ? expression.openingElement : expression).tagName.getText(file);
      if (tag === 'Layout') return { framed: true };
      if (tag === 'Root' || tag === 'SiteNavigate') return {};
      const guard = GUARDS[tag];
      if (guard) return { who: guard };
      const specifier = imports.get(tag);
      if (specifier?.startsWith('./routes/')) {
        const who = guardOf(moduleSource(specifier));
        return who ? { who } : {};
      }
      return unreadable(expression);
    }
    if (ts.isCallExpression(expression) && expression.expression.getText(file) === 'page') {
      const who = guardOf(moduleSource(loadedModule(expression.arguments[0] ?? unreadable(expression), scope)));
      return who ? { who } : {};
    }
    return unreadable(expression);
  }

  const found: Route[] = [];
  function walk(list: ts.ArrayLiteralExpression, parent: { path: string; framed: boolean; who: Who }, scope: Map<string, string>) {
    for (const item of list.elements) {
      if (ts.isSpreadElement(item) && ts.isIdentifier(item.expression) && declarations.has(item.expression.text)) {
        // `...PAGES`: a list declared in the file, read where it is spread.
        const list = unwrap(declarations.get(item.expression.text) as ts.Expression);
        if (!ts.isArrayLiteralExpression(list)) return unreadable(item);
        walk(list, parent, scope);
      } else if (ts.isSpreadElement(item) && ts.isCallExpression(item.expression) && item.expression.expression.getText(file) === 'inArabic') {
        // The same pages at their Arabic addresses (docs/product/languages.md): routes.md lists each page once, by
        // its English address, and apps/site/src/router.test.tsx checks that every one is served at both.
      } else if (ts.isSpreadElement(item)) {
        // `...LIST.map((name) => ({ ... }))`: one route per value of LIST, with `name` bound to it.
        const call = unwrap(item.expression);
        const callback = ts.isCallExpression(call) ? call.arguments[0] : undefined;
        const mapped = ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'map' ? call.expression.expression : undefined;
        const values = mapped && ts.isIdentifier(mapped) ? (valuesOf(mapped.text) ?? unreadable(mapped)) : unreadable(item);
        const parameter = callback && ts.isArrowFunction(callback) ? callback.parameters[0]?.name : undefined;
        const body = callback && ts.isArrowFunction(callback) ? unwrap(callback.body as ts.Expression) : undefined;
        if (!parameter || !ts.isIdentifier(parameter) || !body || !ts.isObjectLiteralExpression(body)) return unreadable(item);
        for (const value of values) readRoute(body, parent, new Map([...scope, [parameter.text, value]]));
      } else if (ts.isObjectLiteralExpression(item)) {
        readRoute(item, parent, scope);
      } else {
        unreadable(item);
      }
    }
  }
  function readRoute(route: ts.ObjectLiteralExpression, parent: { path: string; framed: boolean; who: Who }, scope: Map<string, string>) {
    const property = (name: string) => {
      const match = route.properties.find((candidate) => candidate.name?.getText(file) === name);
      return match && ts.isPropertyAssignment(match) ? match.initializer : undefined;
    };
    const pathNode = property('path');
    const isIndex = property('index')?.kind === ts.SyntaxKind.TrueKeyword;
    const path = pathNode ? evaluate(pathNode, scope) : isIndex ? parent.path || '/' : undefined;
    const elementNode = property('element');
    const element = elementNode ? readElement(elementNode, scope) : {};
    const here = { path: path ?? parent.path, framed: parent.framed || element.framed === true, who: element.who ?? parent.who };
    const children = property('children');
    if (path !== undefined && !(isIndex && path === parent.path && parent.path !== '')) found.push({ ...here, path });
    if (children && ts.isArrayLiteralExpression(children)) walk(children, here, scope);
  }
  /** The values of a list the table maps over, taken from the path table it is imported from. */
  function valuesOf(name: string): readonly string[] | undefined {
    if (imports.get(name) !== '@manara/api-client/paths') return undefined;
    const value: unknown = (paths as Record<string, unknown>)[name];
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  }

  const table = declarations.get('routes');
  if (!table || !ts.isArrayLiteralExpression(unwrap(table))) throw new Error('router.tsx no longer declares `routes` as an array');
  walk(unwrap(table) as ts.ArrayLiteralExpression, { path: '', framed: false, who: 'anyone' }, new Map());
  return found;
}

interface Row {
  path: string;
  framed: boolean;
  who: string;
}

/** The rows of the first table under `## {title}` in routes.md, one per address in the address column. */
function docRows(title: string, framed: boolean): Row[] {
  const section = routesDoc.split(/^## /m).find((part) => part.startsWith(`${title}\n`));
  if (section === undefined) throw new Error(`routes.md has no section "## ${title}"`);
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).flatMap((line) => {
    const [address = '', , who = ''] = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    const codes = [...address.matchAll(/`([^`]+)`/g)].map(([, code = '']) => code);
    const addresses = codes.length > 0 ? codes : address === 'anything else' ? ['*'] : [address];
    return addresses.map((code) => ({ path: code.replace(/\?.*$/, '').replace(/\{(\w+)\}/g, ':$1'), framed, who }));
  });
}

/** An address as routes.md writes it. */
const shown = (path: string) => (path === '*' ? 'anything else' : `\`${path.replace(/:(\w+)/g, '{$1}')}\``);
const table = (framed: boolean) => (framed ? '"Pages in the frame"' : '"Pages without the frame"');

describe('docs/product/routes.md and the router', () => {
  const routes = readRouter();
  const rows = [...docRows('Pages in the frame', true), ...docRows('Pages without the frame', false)];

  it('reads the router: the frame, the guards and the admin pages', () => {
    // What the comparison below stands on; if this fails, the test has lost track of router.tsx.
    expect(routes).toContainEqual({ path: '/', framed: true, who: 'anyone' });
    expect(routes).toContainEqual({ path: '/login', framed: false, who: 'visitors' });
    expect(routes).toContainEqual({ path: '/profile', framed: true, who: 'signed in' });
    expect(routes).toContainEqual({ path: sitePaths.admin('users'), framed: true, who: 'admins' });
    expect(routes).toContainEqual({ path: '*', framed: true, who: 'anyone' });
  });

  it('has a row for every route, in the table of its frame, saying who may open it', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const row = rows.find((candidate) => candidate.path === route.path);
      if (row === undefined) {
        problems.push(`no row for ${shown(route.path)}: the router serves it ${route.framed ? 'in the frame' : 'without the frame'}, for ${route.who}`);
        continue;
      }
      if (row.framed !== route.framed) problems.push(`${shown(route.path)} is under ${table(row.framed)}, but the router puts it under ${table(route.framed)}`);
      const who = WHO.find((word) => row.who === word || new RegExp(`^${word}\\b(?!-)`).test(row.who));
      if (who !== route.who) problems.push(`${shown(route.path)}: the "who" column reads "${row.who}", but the router lets in ${route.who} (start the column with one of: ${WHO.join(', ')})`);
    }
    for (const row of rows) {
      if (!routes.some((route) => route.path === row.path)) problems.push(`a row for ${shown(row.path)}, which the router does not serve`);
      if (rows.filter((other) => other.path === row.path).length > 1) problems.push(`${shown(row.path)} has more than one row`);
    }
    expect(problems).toEqual([]);
  });
});
